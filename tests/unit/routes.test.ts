import type { RouteConfigEntry } from '@react-router/dev/routes';
import { existsSync } from 'node:fs';
import { matchRoutes, type RouteObject } from 'react-router';
import { routedSitePages } from '../../shared/routed-site-pages';
import { SITE_PAGE_ROUTE_ID } from '../../shared/screen-routes';
import { describe, expect, it } from 'vitest';
import routeConfig from '../../client/routes';
import { screenPaths, screens } from '../../shared/route-paths';

// The route table as the router matches it, with each route's module file.
const toRouteObject = (entry: RouteConfigEntry): RouteObject & { file: string } => ({
  id: entry.id,
  path: entry.path,
  file: entry.file,
  children: entry.children?.map(toRouteObject),
});
const routes = routeConfig.map(toRouteObject);

function matchedIds(path: string): string[] {
  return matchRoutes(routes, path)?.map((match) => match.route.id ?? '') ?? [];
}

function screenAt(path: string): string | undefined {
  return matchedIds(path).at(-1)?.split(':')[0];
}

describe('the route table', () => {
  const everyPath = screens.flatMap((screen) => screenPaths[screen].map((path) => [path, screen] as const));

  it.each(everyPath)('shows %s as the %s screen', (path, screen) => {
    const concrete = path.replace(':id', '64f1c2a9e4b0a1b2c3d4e5f6').replace(':jobId', 'backend-engineer');
    expect(screenAt(concrete)).toBe(screen);
  });

  it.each([
    ['/CAREERS', 'home'],
    ['/JobListings', 'jobListings'],
    ['/joblistings/view', 'jobDetail'],
    ['/joblistings/VIEW', 'jobDetail'],
    ['/JobListings/backend-engineer', 'jobPage'],
    ['/carrer/generalquestions', 'generalQuestions'],
    ['/CARRERS/EDUCATION', 'education'],
    ['/workEligibilty', 'workEligibility'],
    ['/resume', 'resume'],
    ['/acknowledge', 'acknowledge'],
    ['/voluntaryEqual', 'equalOpportunity'],
    ['/voluntarySelf', 'militaryStatus'],
    ['/reveiwSubmit', 'reviewSubmit'],
  ])('matches %s case-insensitively to %s', (path, screen) => {
    expect(screenAt(path)).toBe(screen);
  });

  it.each(['/doctor/login', '/joblistings/View/extra', '/carrer/no-such-step'])(
    "sends %s to the not-found route, in the site's frame",
    (path) => {
      expect(matchedIds(path)).toEqual(['site', 'not-found']);
    },
  );

  // Its loader answers 404 with the NotFound page where the folder has no such page.
  it.each(['/no-such-page', '/blog', '/WorkEligibility', '/how-we-hire'])(
    "sends %s, one word, to the site folder's page route",
    (path) => {
      expect(matchedIds(path)).toEqual(['site', SITE_PAGE_ROUTE_ID]);
    },
  );

  it("gives every screen a route module, the site folder's pages one between them, and every module exists", () => {
    const pageRoutes = routes.flatMap((route) => route.children ?? []).filter((route) => route.id !== 'not-found');
    const modules = new Set(pageRoutes.map((route) => (route as { file: string }).file));
    const folderScreens = Object.keys(routedSitePages).length;
    expect(modules.size).toBe(screens.length - folderScreens + 1);
    for (const file of modules) expect(existsSync(`client/${file}`)).toBe(true);
  });

  it('frames sign-in and the wizard with the App header, and the other pages with the site header', () => {
    const layoutOf = (path: string) => matchedIds(path).at(-2);
    for (const path of ['/', '/joblistings', '/blogs', '/culture']) expect(layoutOf(path)).toBe('site');
    for (const path of ['/carrer/sign-in', '/carrer/Generalquestions', '/ReveiwSubmit']) {
      expect(layoutOf(path)).toBe('app');
    }
  });
});
