/**
 * Prometheus' text exposition format (version 0.0.4), for the metrics the site keeps itself: a
 * metric's `# HELP` and `# TYPE` lines, then a line per sample. Label values are escaped as the
 * format says (backslash, double quote, line feed).
 */
export type Labels = readonly (readonly [name: string, value: string])[];

const escaped = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export function labelsText(labels: Labels): string {
  return labels.length === 0 ? '' : `{${labels.map(([name, value]) => `${name}="${escaped(value)}"`).join(',')}}`;
}

export function metricText(
  metric: { name: string; help: string; type: 'counter' | 'gauge' | 'histogram' },
  samples: readonly string[],
): string {
  return [
    `# HELP ${metric.name} ${metric.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`,
    `# TYPE ${metric.name} ${metric.type}`,
    ...samples,
  ].join('\n');
}

/** A sample's value as the format writes it (`+Inf` for infinity). */
export const valueText = (value: number) => (value === Number.POSITIVE_INFINITY ? '+Inf' : String(value));
