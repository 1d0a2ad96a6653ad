/**
 * A device that keeps a copy of one store's catalog the way the storefront's sync layer does
 * (src/sync/catalog-pull.ts): each dataset pulled in change order, page by page, from the cursor
 * the last answer gave, withdrawn rows deleted, the ETag of the last page sent back. Tests compare
 * its copy with the database to prove that no committed change is ever skipped.
 */
type Fetch = (path: string, init?: RequestInit) => Response | Promise<Response>

export type Dataset = 'produces' | 'farmers' | 'offers'

interface Row {
  id: string
  deleted: boolean
  [field: string]: unknown
}

export class SyncDevice {
  readonly rows: Record<Dataset, Map<string, Row>> = { produces: new Map(), farmers: new Map(), offers: new Map() }
  private readonly cursors: Partial<Record<Dataset, string>> = {}
  private readonly etags: Partial<Record<Dataset, string>> = {}

  constructor(
    private readonly storeId: string,
    private readonly perPage = 50,
  ) {}

  /** One pull of every dataset through `fetcher` (an app's `request`, or a process's URL). */
  async sync(fetcher: Fetch, datasets: readonly Dataset[] = ['produces', 'farmers', 'offers']): Promise<void> {
    for (const dataset of datasets) await this.pull(fetcher, dataset)
  }

  private async pull(fetcher: Fetch, dataset: Dataset): Promise<void> {
    for (let page = 1; page < 1_000; page++) {
      const cursor = this.cursors[dataset]
      const query = new URLSearchParams({ storeId: this.storeId, perPage: String(this.perPage), sortBy: 'updatedAt', order: 'asc' })
      if (cursor) query.set('cursor', cursor)
      if (dataset === 'offers') query.set('all', 'true')
      const headers: Record<string, string> = {}
      if (page === 1 && this.etags[dataset]) headers['if-none-match'] = this.etags[dataset]!
      const res = await fetcher(`/api/farm/${dataset}?${query}`, { headers })
      if (res.status === 304) return
      if (res.status !== 200) throw new Error(`${dataset}: ${res.status} ${await res.text()}`)
      const body = (await res.json()) as { data: Row[]; meta: { cursor?: string } }
      for (const row of body.data) {
        if (row.deleted) this.rows[dataset].delete(row.id)
        else this.rows[dataset].set(row.id, row)
      }
      if (body.meta.cursor) this.cursors[dataset] = body.meta.cursor
      const last = body.data.length < this.perPage
      this.etags[dataset] = last ? (res.headers.get('sync-etag') ?? res.headers.get('etag') ?? undefined) : undefined
      if (last) return
    }
    throw new Error(`${dataset}: the sync never ended`)
  }

  /** What the device shows of each produce: `id → "price/stock"`, withdrawn ones absent. */
  produceFacts(): Record<string, string> {
    return Object.fromEntries([...this.rows.produces.values()].map((p) => [p.id, `${p.price}/${p.stock}`]))
  }
}
