import type { RequestHandler } from 'express';
import type { PageRender } from '../../client/entry-server';
import type { DataSource } from '../../shared/data-source';

/** The SSR entry's interface (client/entry-server.tsx), as the server loads it. */
export interface RenderEntry {
  renderPage(request: Request, dataSource: DataSource, nonce?: string): Promise<PageRender>;
}

/** A page answer: a whole HTML document, a redirect, or the plain-text 404. */
export type RenderedDocument =
  | { kind: 'page'; status: number; html: string; failures: unknown[] }
  | Extract<PageRender, { kind: 'redirect' | 'not-found' }>;

/** Renders pages and serves the browser's assets: from the build, or from Vite in development. */
export interface PageRenderer {
  assets: RequestHandler;
  /** `nonce`: the Content-Security-Policy nonce of this response, for the page's inline scripts. */
  render(request: Request, dataSource: DataSource, nonce?: string): Promise<RenderedDocument>;
  close?(): Promise<void>;
}
