/**
 * A small metrics registry (counters, gauges, histograms) rendered in the Prometheus text
 * exposition format, version 0.0.4: what `GET /api/metrics` answers. No dependency: prom-client
 * would bring its own default collectors and a cluster aggregator we do not use.
 *
 * `metrics` is the process's registry. Modules that count something (the page cache, first
 * paint, the request observer) register their series on it when they load, as prom-client's
 * default registry is used; each process exposes its own figures and the scraper sums them
 * over processes. Label values must come from small fixed sets (route patterns, status
 * classes), never from what a client sends, or the series would grow without bound.
 */

type Labels = Record<string, string>

export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8'

interface Series {
  render(): string[]
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')
}

function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN'
  if (value === Number.POSITIVE_INFINITY) return '+Inf'
  if (value === Number.NEGATIVE_INFINITY) return '-Inf'
  return String(value)
}

function labelText(names: readonly string[], labels: Labels, extra?: [string, string]): string {
  const parts = names.map((name) => `${name}="${escapeLabel(labels[name] ?? '')}"`)
  if (extra) parts.push(`${extra[0]}="${escapeLabel(extra[1])}"`)
  return parts.length ? `{${parts.join(',')}}` : ''
}

/** One value per label set; the label set is keyed by its values in the declared order. */
abstract class Labelled<T> implements Series {
  protected readonly values = new Map<string, { labels: Labels; value: T }>()

  constructor(
    readonly name: string,
    readonly help: string,
    readonly type: 'counter' | 'gauge' | 'histogram',
    readonly labelNames: readonly string[],
  ) {}

  protected slot(labels: Labels, create: () => T): T {
    const key = this.labelNames.map((n) => labels[n] ?? '').join('\u0000')
    let entry = this.values.get(key)
    if (!entry) {
      entry = { labels: { ...labels }, value: create() }
      this.values.set(key, entry)
    }
    return entry.value
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`, `# TYPE ${this.name} ${this.type}`]
    // A series without labels exists from the start (at 0); labelled ones appear once used.
    if (this.labelNames.length === 0 && this.values.size === 0) this.slot({}, () => this.initial())
    for (const { labels, value } of this.values.values()) lines.push(...this.sample(labels, value))
    return lines
  }

  protected abstract initial(): T
  protected abstract sample(labels: Labels, value: T): string[]
}

export class Counter extends Labelled<{ n: number }> {
  constructor(name: string, help: string, labelNames: readonly string[] = []) {
    super(name, help, 'counter', labelNames)
  }

  inc(labels: Labels = {}, by = 1): void {
    this.slot(labels, () => this.initial()).n += by
  }

  /** The current count for a label set (0 when never counted). */
  get(labels: Labels = {}): number {
    return this.values.get(this.labelNames.map((n) => labels[n] ?? '').join('\u0000'))?.value.n ?? 0
  }

  protected initial() {
    return { n: 0 }
  }

  protected sample(labels: Labels, value: { n: number }) {
    return [`${this.name}${labelText(this.labelNames, labels)} ${formatValue(value.n)}`]
  }
}

export class Gauge extends Labelled<{ v: number }> {
  constructor(name: string, help: string, labelNames: readonly string[] = []) {
    super(name, help, 'gauge', labelNames)
  }

  set(value: number, labels: Labels = {}): void {
    this.slot(labels, () => this.initial()).v = value
  }

  protected initial() {
    return { v: 0 }
  }

  protected sample(labels: Labels, value: { v: number }) {
    return [`${this.name}${labelText(this.labelNames, labels)} ${formatValue(value.v)}`]
  }
}

interface HistogramValue {
  /** Observations per bucket (not cumulative; cumulated when rendered). */
  buckets: number[]
  sum: number
  count: number
}

export class Histogram extends Labelled<HistogramValue> {
  readonly bounds: readonly number[]

  constructor(name: string, help: string, bounds: readonly number[], labelNames: readonly string[] = []) {
    super(name, help, 'histogram', labelNames)
    this.bounds = [...bounds].sort((a, b) => a - b)
  }

  observe(value: number, labels: Labels = {}): void {
    const slot = this.slot(labels, () => this.initial())
    let i = 0
    while (i < this.bounds.length && value > this.bounds[i]!) i++
    slot.buckets[i]! += 1 // the last slot is +Inf
    slot.sum += value
    slot.count += 1
  }

  protected initial(): HistogramValue {
    return { buckets: new Array<number>(this.bounds.length + 1).fill(0), sum: 0, count: 0 }
  }

  protected sample(labels: Labels, value: HistogramValue) {
    const lines: string[] = []
    let cumulative = 0
    for (let i = 0; i <= this.bounds.length; i++) {
      cumulative += value.buckets[i]!
      const le = i < this.bounds.length ? formatValue(this.bounds[i]!) : '+Inf'
      lines.push(`${this.name}_bucket${labelText(this.labelNames, labels, ['le', le])} ${cumulative}`)
    }
    lines.push(`${this.name}_sum${labelText(this.labelNames, labels)} ${formatValue(value.sum)}`)
    lines.push(`${this.name}_count${labelText(this.labelNames, labels)} ${value.count}`)
    return lines
  }
}

export class Registry {
  private readonly series = new Map<string, Series>()

  counter(name: string, help: string, labelNames: readonly string[] = []): Counter {
    return this.add(new Counter(name, help, labelNames))
  }

  gauge(name: string, help: string, labelNames: readonly string[] = []): Gauge {
    return this.add(new Gauge(name, help, labelNames))
  }

  histogram(name: string, help: string, bounds: readonly number[], labelNames: readonly string[] = []): Histogram {
    return this.add(new Histogram(name, help, bounds, labelNames))
  }

  /** Every series, in the order registered, ending with a newline. */
  render(): string {
    const lines: string[] = []
    for (const series of this.series.values()) lines.push(...series.render())
    return lines.length ? `${lines.join('\n')}\n` : ''
  }

  private add<S extends Labelled<unknown>>(series: S): S {
    if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(series.name)) throw new Error(`not a metric name: ${series.name}`)
    if (this.series.has(series.name)) throw new Error(`metric ${series.name} is registered twice`)
    this.series.set(series.name, series)
    return series
  }
}

/** The process's registry: what every module counts into, rendered by GET /api/metrics. */
export const metrics = new Registry()
