/** Where articles come from: the upstream blog API, or the sample articles shipped with the site. */
export interface BlogSource {
  /** The raw answer of the list endpoint (`{ data: [...] }` when all is well). */
  fetchList(signal: AbortSignal): Promise<unknown>;
  /** The raw answer of the single-article endpoint, or null when there is no such article. */
  fetchArticle(id: string, signal: AbortSignal): Promise<unknown>;
}
