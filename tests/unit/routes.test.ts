import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, NOT_FOUND_ROUTE_ID } from '../../client/routes';
import type { DataSource } from '../../shared/data-source';
import { screenPaths, screens } from '../../shared/route-paths';

const routes = createRoutes(() => ({}) as DataSource);

function screenAt(path: string): string | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route.id?.split(':')[0];
}

describe('the route table', () => {
  const everyPath = screens.flatMap((screen) => screenPaths[screen].map((path) => [path, screen] as const));

  it.each(everyPath)('shows %s as the %s screen', (path, screen) => {
    const concrete = path.replace(':id', '64f1c2a9e4b0a1b2c3d4e5f6');
    expect(screenAt(concrete)).toBe(screen);
  });

  it.each([
    ['/CAREERS', 'home'],
    ['/JobListings', 'jobListings'],
    ['/joblistings/view', 'jobDetail'],
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

  it.each(['/no-such-page', '/doctor/login', '/blog', '/joblistings/View/extra', '/WorkEligibility'])(
    'sends %s to the not-found route',
    (path) => {
      expect(matchRoutes(routes, path)?.at(-1)?.route.id).toBe(NOT_FOUND_ROUTE_ID);
    },
  );

  it('loads every screen lazily, each from its own module', async () => {
    const pageRoutes = routes[0]!.children!.flatMap((layout) => layout.children!);
    const modules = new Set(pageRoutes.map((route) => (route.handle as { module: string }).module));
    expect(modules.size).toBe(screens.length);
    for (const route of pageRoutes) {
      expect(route.Component).toBeUndefined();
      const loaded = await (route.lazy as () => Promise<{ Component: unknown }>)();
      expect(typeof loaded.Component).toBe('function');
    }
  });

  it('frames sign-in and the wizard with the App header, loaded lazily, and the other pages with the site header', async () => {
    const layoutOf = (path: string) => matchRoutes(routes, path)?.at(-2)?.route;
    for (const path of ['/', '/joblistings', '/blogs', '/culture']) expect(layoutOf(path)?.id).toBe('site');
    for (const path of ['/carrer/sign-in', '/carrer/Generalquestions', '/ReveiwSubmit']) {
      expect(layoutOf(path)?.id).toBe('app');
    }
    const app = routes[0]!.children!.find((route) => route.id === 'app')!;
    expect(app.Component).toBeUndefined();
    expect(typeof (await (app.lazy as () => Promise<{ Component: unknown }>)()).Component).toBe('function');
  });
});
