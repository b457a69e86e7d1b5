import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE_ID, pageAt } from '../../server/pages/page-routes';
import { pathOf, type Screen, screenPaths } from '../../shared/route-paths';
import { screenRoutes, screensWith } from '../../shared/screen-routes';
import requireBuild from '../support/require-build';

let build: ServerBuild;

beforeAll(async () => {
  requireBuild();
  build = (await import(pathToFileURL(resolve('dist/server/pages.js')).href)) as ServerBuild;
});

describe('the build a page is rendered from (server/pages/page-routes.ts)', () => {
  it("holds the page's routes and its parent paths' routes, in the whole build's order", () => {
    const { route, build: pageBuild } = pageAt(build, '/carrer/Generalquestions');
    expect(route.id).toBe('generalQuestions:/carrer/Generalquestions');
    const ids = ['root', 'site', 'home:/', 'home:/carrer', 'app', 'generalQuestions:/carrer/Generalquestions'];
    const inBuildOrder = Object.keys(build.routes).filter((id) => ids.includes(id));
    expect(Object.keys(pageBuild.routes)).toEqual(inBuildOrder);
    expect(Object.keys(pageBuild.assets.routes)).toEqual(inBuildOrder);
  });

  it("shares the whole build's route modules, assets and settings", () => {
    const { build: pageBuild } = pageAt(build, '/culture');
    expect(pageBuild.routes['culture:/culture']).toBe(build.routes['culture:/culture']);
    expect(pageBuild.assets.routes['culture:/culture']).toBe(build.assets.routes['culture:/culture']);
    expect({ ...pageBuild, routes: build.routes, assets: build.assets }).toEqual({ ...build });
    expect({ ...pageBuild.assets, routes: build.assets.routes }).toEqual(build.assets);
  });

  it('is one build for every path with the same routes, so React Router sets it up once', () => {
    expect(pageAt(build, '/CULTURE').build).toBe(pageAt(build, '/culture').build);
    expect(pageAt(build, '/culture').build).not.toBe(pageAt(build, '/leadership').build);
  });

  it('answers a path no page has with the catch-all route', () => {
    expect(pageAt(build, '/no/such/page').route.id).toBe(NOT_FOUND_ROUTE_ID);
  });
});

describe('the route table (shared/screen-routes.ts)', () => {
  it('says which pages take a POST exactly where the route module has an action', () => {
    const screens = Object.keys(screenRoutes) as Screen[];
    const withAction = screens.filter((screen) => build.routes[`${screen}:${pathOf(screen)}`]?.module.action);
    expect(withAction.length).toBeGreaterThan(0);
    expect(withAction).toEqual(screensWith('takesPost'));
  });

  it('gives every path of every screen a route in the build', () => {
    for (const screen of Object.keys(screenRoutes) as Screen[]) {
      for (const path of screenPaths[screen]) expect(build.routes[`${screen}:${path}`], path).toBeDefined();
    }
  });
});
