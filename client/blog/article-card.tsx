import { Link } from 'react-router';
import { type Article, summaryOf } from '../../shared/article';
import { relativeAge } from '../../shared/relative-age';

/** A card for the blog list; the title's link covers the whole card. */
export function ArticleCard({ article, now }: { article: Article; now: number }) {
  return (
    <article className="article-card">
      <img src={article.imageUrl} alt="" width={600} height={500} loading="lazy" decoding="async" />
      <div className="article-card-body">
        <p className="article-meta">
          <span>{article.category}</span> ·{' '}
          <time dateTime={article.createdAt}>{relativeAge(article.createdAt, now)}</time>
        </p>
        <h2>
          <Link to={`/blog/${article._id}`} className="card-link">
            {article.title}
          </Link>
        </h2>
        <p className="article-excerpt">{summaryOf(article)}</p>
      </div>
    </article>
  );
}
