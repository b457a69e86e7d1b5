/**
 * The generic pictures of the cards of a company's own departments and teams (those `site.yaml`
 * gives no picture): the seed's card pictures (views of client/public/images/site/job-cards.svg),
 * one whose subject a word of the name says where there is one (a Finance card has the finance
 * picture, Backend the code one), else the picture of people, which fits any team.
 */
export const JOB_CARD_PICTURES = '/images/site/job-cards.svg';

/** The picture of people: a team, whatever it does. */
export const GENERIC_CARD_PICTURE = 'people';

// First match wins: the narrower subjects before the broader ones ("Business Intelligence"
// before "Business", "Operations technology" before "Operations").
const pictureWords: readonly [RegExp, string][] = [
  [/\b(business intelligence|bi|analytics|insights?)\b/i, 'business-intelligence'],
  [/\b(data|machine learning|ml|ai|applied ai)\b/i, 'data-science'],
  [/\b(database|dba)\b/i, 'database'],
  [/\boperations technology\b/i, 'operations-technology'],
  [
    /\b(software|engineer\w*|develop\w*|backend|back-end|frontend|front-end|mobile|platform|web)\b/i,
    'software-development',
  ],
  [/\b(infrastructure|security|devops|sre|technology|tech|systems)\b/i, 'it'],
  // In capitals only: "it" is a word too.
  [/\bIT\b/, 'it'],
  [/\b(product|project|program(?:me)?s?|delivery management)\b/i, 'project-management'],
  [/\b(design\w*|content|media|creative|brand|video|editorial)\b/i, 'media-production'],
  [/\b(marketing|sales|growth|account executives?|business development|partnerships?)\b/i, 'marketing'],
  [/\b(financ\w*|accounting|accounts|payments?|treasury|tax)\b/i, 'finance'],
  [/\b(legal|compliance|polic(?:y|ies)|public policy|regulatory)\b/i, 'legal'],
  [/\b(people|hr|human resources|talent|recruit\w*)\b/i, 'people'],
  [/\b(research\w*|science|scientists?|clinical|lab)\b/i, 'research'],
  [/\b(supply chain|procurement|purchasing|sourcing)\b/i, 'supply-chain'],
  [/\b(logistics|transport\w*|shipping|fleet|drivers?)\b/i, 'transport'],
  [/\b(warehouse|fulfil+ment|inventory)\b/i, 'warehouse'],
  [/\b(training|learning|education|teaching|instructors?|immersives?)\b/i, 'training'],
  [/\b(operations|ops)\b/i, 'operations'],
  [/\b(support|customer\w*|administration|admin|office|service)\b/i, 'administration'],
];

/** The view name of the generic picture of a department or team called `name`. */
export function cardPictureNameFor(name: string): string {
  return pictureWords.find(([words]) => words.test(name))?.[1] ?? GENERIC_CARD_PICTURE;
}

/** The address of the generic picture of a department or team called `name`. */
export function cardPictureFor(name: string): string {
  return `${JOB_CARD_PICTURES}#${cardPictureNameFor(name)}`;
}
