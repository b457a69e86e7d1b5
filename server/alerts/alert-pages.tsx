import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The answers of an alert email's links (GET /alerts/confirm, GET and POST /alerts/unsubscribe):
 * small pages rendered here, without the site's frame, scripts or styles, so that they work from
 * any mail client and need no route module (the /alerts page of the candidate's subscriptions is
 * the pages' work). `form`: the unsubscribe button, a form post to the same link.
 */
export function alertPage(page: { siteName: string; title: string; message: string; form?: { action: string } }) {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${page.title} · ${page.siteName}`}</title>
      </head>
      <body>
        <main>
          <h1>{page.title}</h1>
          <p>{page.message}</p>
          {page.form && (
            <form method="post" action={page.form.action}>
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <button type="submit">Unsubscribe</button>
            </form>
          )}
          <p>
            <a href="/joblistings">See the open jobs</a>
          </p>
        </main>
      </body>
    </html>,
  )}`;
}
