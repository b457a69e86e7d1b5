/**
 * The original product answered unknown paths with this bare text; the contract keeps it. The
 * server answers such a path before rendering (server/pages/page-handler.ts); this route shows
 * the same after a client-side navigation.
 */
export default function NotFoundPage() {
  return 'NotFound';
}
