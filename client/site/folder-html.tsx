/**
 * HTML the server rendered from the folder's Markdown and sanitized once at start
 * (server/site/site-markdown.ts): the one place pages set HTML they did not write.
 */
export function FolderHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
