import { readSiteFolder } from '../../server/site/read-site-folder';
import { siteFolderOptions } from '../../server/site/site-folder-options';

/** The seed folder's blog (site/blog), newest first, as the server reads it without BLOG_API_URL. */
export async function seedArticles() {
  const site = await readSiteFolder('site', siteFolderOptions({ SITE_NAME: undefined, BLOG_API_URL: undefined }));
  return site.articles;
}
