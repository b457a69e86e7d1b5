import type { FolderArticle } from '../site/read-site-articles';
import type { BlogSource } from './blog-source';

/**
 * The site folder's articles (`blog/*.md`), answered the way the blog API answers, so they take
 * the same path through validation, sanitizing and caching: the blog of a site without BLOG_API_URL.
 * They are all of the blog's type (BLOG_TYPE), which the API's other blogs are not.
 */
export function createSiteBlogSource(articles: () => readonly FolderArticle[], blogType: string): BlogSource {
  const answered = (article: FolderArticle) => ({ ...article, type: blogType });
  return {
    fetchList: async () => ({ data: articles().map(answered) }),
    fetchArticle: async (id) => {
      const article = articles().find((candidate) => candidate._id === id);
      return article ? { data: answered(article) } : null;
    },
  };
}
