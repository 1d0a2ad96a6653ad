/**
 * A strict reader of the Prometheus text format (0.0.4) for tests: every line must be a HELP, a
 * TYPE or a sample of a declared family, or it throws; label values are unescaped.
 */
export interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {}
  LABEL.lastIndex = 0
  while (LABEL.lastIndex < text.length) {
    const m = LABEL.exec(text)
    if (!m) throw new Error(`bad labels in: ${line}`)
    labels[m[1]!] = m[2]!.replace(/\\(.)/g, (_, ch: string) => (ch === 'n' ? '\n' : ch))
  }
  return labels
}

export function parseExposition(text: string): Sample[] {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a newline')
  const families = new Map<string, string>()
  const samples: Sample[] = []
  for (const line of text.slice(0, -1).split('\n')) {
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line)
    if (type) {
      if (families.has(type[1]!)) throw new Error(`${type[1]} declared twice`)
      families.set(type[1]!, type[2]!)
      continue
    }
    if (line.startsWith('# HELP ')) continue
    const m = SAMPLE.exec(line)
    if (!m) throw new Error(`not a sample: ${line}`)
    const name = m[1]!
    const family = families.has(name) ? name : name.replace(/_(bucket|sum|count)$/, '')
    if (!families.has(family)) throw new Error(`sample before its TYPE: ${line}`)
    const value = m[3] === '+Inf' ? Infinity : m[3] === '-Inf' ? -Infinity : Number(m[3])
    if (Number.isNaN(value) && m[3] !== 'NaN') throw new Error(`bad value: ${line}`)
    samples.push({ name, labels: m[2] ? parseLabels(m[2], line) : {}, value })
  }
  return samples
}

/** The value of the sample with this name whose labels include `labels`, or undefined. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value
}
