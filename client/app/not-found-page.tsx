/** The original product answered unknown paths with this bare text; the contract keeps it. */
export function NotFoundPage() {
  return 'NotFound';
}
