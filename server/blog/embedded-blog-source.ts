import { DEFAULT_SITE_NAME, withSiteName } from '../../shared/site';
import type { Article } from '../../shared/article';
import type { BlogSource } from './blog-source';
import { sampleArticles } from './sample-articles';

/** A sample article in the site's name: the samples say `{site}` where the company's name goes. */
const inNameOf = (article: Article, siteName: string): Article => ({
  ...article,
  title: withSiteName(article.title, siteName),
  category: withSiteName(article.category, siteName),
  content: withSiteName(article.content, siteName),
});

/** The sample articles, answered the way the upstream answers, so the site works offline. */
export function createEmbeddedBlogSource(siteName: () => string = () => DEFAULT_SITE_NAME): BlogSource {
  return {
    fetchList: async () => ({ data: sampleArticles.map((article) => inNameOf(article, siteName())) }),
    fetchArticle: async (id) => {
      const article = sampleArticles.find((candidate) => candidate._id === id);
      return article ? { data: inNameOf(article, siteName()) } : null;
    },
  };
}
