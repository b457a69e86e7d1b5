import { Link } from 'react-router';
import { pathOf } from '../../shared/route-paths';

/**
 * The blog's categories as links (`?category=`), so a choice is rendered by the server and can be
 * shared. The original only highlighted the clicked category; here it also filters.
 */
export function CategoryNav({ categories, selected }: { categories: string[]; selected: string | null }) {
  const blogs = pathOf('blogList');
  return (
    <nav className="blog-categories" aria-labelledby="categories-heading">
      <h2 id="categories-heading">Categories</h2>
      {categories.length === 0 ? (
        <p>No categories available</p>
      ) : (
        <ul>
          <li>
            <Link to={blogs} aria-current={selected === null ? 'page' : undefined} preventScrollReset>
              All
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category}>
              <Link
                to={`${blogs}?category=${encodeURIComponent(category)}`}
                aria-current={selected === category ? 'page' : undefined}
                preventScrollReset
              >
                {category}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
