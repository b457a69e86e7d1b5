import { describe, expect, it } from 'vitest';
import { dockerfile } from '../support/dockerfile';

describe('the Dockerfile', () => {
  it('names one base image literally in every FROM, so that Dependabot can update it', () => {
    const images = [...dockerfile.matchAll(/^FROM (\S+)/gm)]
      .map((line) => line[1]!)
      .filter((image) => image.includes(':'));
    expect(images.length).toBe(2);
    for (const image of images) expect(image).toMatch(/^node:\d+-slim$/);
    expect(new Set(images).size).toBe(1);
  });
});
