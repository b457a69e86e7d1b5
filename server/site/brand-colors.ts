import type { BrandColors } from '../../shared/site-content';

const WHITE = '#ffffff';
/** The pages' alternate surface (client/styles.css `--surface-alt`): links and buttons sit on it too. */
const SURFACE_ALT = '#f3f7fb';

/** WCAG 2.2's relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `primary` mixed with black: the hover colour when the folder gives none. */
export function darkened(hex: string, amount = 0.35): string {
  const channel = (start: number) =>
    Math.round(Number.parseInt(hex.slice(start, start + 2), 16) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

export interface ColourProblem {
  field: keyof BrandColors;
  message: string;
}

/**
 * The pairs the pages draw, each held to WCAG AA: text needs 4.5:1 (white on a button, a link on
 * white or on the alternate surface), a mark that is not text 3:1 (the accent's check marks).
 */
export function colourProblems(colours: BrandColors): ColourProblem[] {
  const pairs: { field: keyof BrandColors; text: string; on: string; needs: number }[] = [
    { field: 'primary', text: WHITE, on: colours.primary, needs: 4.5 },
    { field: 'primary', text: colours.primary, on: SURFACE_ALT, needs: 4.5 },
    { field: 'primaryDark', text: WHITE, on: colours.primaryDark, needs: 4.5 },
    { field: 'accent', text: colours.accent, on: WHITE, needs: 3 },
  ];
  return pairs.flatMap(({ field, text, on, needs }) => {
    const ratio = contrastRatio(text, on);
    if (ratio >= needs) return [];
    return [
      {
        field,
        message: `${text} on ${on} has a contrast of ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1, below WCAG AA's ${needs}:1`,
      },
    ];
  });
}
