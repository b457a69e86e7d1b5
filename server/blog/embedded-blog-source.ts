import type { BlogSource } from './blog-source';
import { sampleArticles } from './sample-articles';

/** The sample articles, answered the way the upstream answers, so the site works offline. */
export function createEmbeddedBlogSource(): BlogSource {
  return {
    fetchList: async () => ({ data: sampleArticles }),
    fetchArticle: async (id) => {
      const article = sampleArticles.find((candidate) => candidate._id === id);
      return article ? { data: article } : null;
    },
  };
}
