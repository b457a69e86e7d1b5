/**
 * The static sample posting of the job detail page (/joblistings/View), as in the original: it is
 * written here, not loaded per job. `{site}` stands for the configured site name.
 */
export const ecommerceInternship = {
  jobId: 'MN-ECOM-INT-0142',
  title: 'E-commerce Brand Specialist Intern',
  department: 'Marketing',
  type: 'Internship',
  locality: 'Mumbai',
  region: 'Maharashtra',
  countryCode: 'IN',
  workplace: 'Hybrid, 3 days a week in our Andheri office',
  duration: '3 months',
  hours: 'Full-Time 8 hrs/day',
  stipend: { currency: 'INR', min: 3000, max: 5000, text: '₹3,000 - 5,000 /month' },
  // Fixed dates: the page is a sample, and server and browser must render the same text.
  datePosted: '2026-11-01',
  validThrough: '2027-01-31',
  validThroughText: '31 January 2027',
  summary: [
    '{site} runs an online store where partner pharmacies and diagnostic labs sell wellness products, health check-up packages and home sample collection. Shoppers trust a listing when it is clear, honest and complete, and that is where you come in.',
    'As our E-commerce Brand Specialist Intern you will help partner brands look trustworthy and be found: you will improve product listings, plan seasonal campaigns with the marketing team and read the numbers that tell us what worked. You will have a mentor from day one and ship real changes that thousands of customers see.',
  ],
  responsibilities: [
    'Audit and rewrite product listings for partner pharmacies and labs: titles, descriptions, images and search keywords.',
    'Plan and launch two seasonal campaigns, such as monsoon wellness and winter health check-ups, with the marketing team.',
    'Track weekly sales, search rankings and reviews in our dashboards, and turn them into one-page recommendations.',
    'Keep our brand voice consistent across the store, social media and email newsletters.',
    'Talk to partner pharmacists to learn what their customers ask for, and bring those questions into the listings.',
  ],
  qualifications: [
    'Pursuing or recently completed a bachelor’s degree in marketing, business, pharmacy or a related field.',
    'Clear written English; Hindi or Marathi is a plus.',
    'Comfortable with spreadsheets: filters, pivot tables and simple formulas.',
    'Familiar with at least one marketplace or online store (Amazon, Flipkart, Shopify or similar), as a seller, a buyer or in a student project.',
    'Available full time for 3 months, starting in February 2027.',
  ],
  process: [
    {
      step: 'Apply online',
      text: 'Sign in and fill in the application; it takes about 15 minutes. Attach your resume as a PDF.',
    },
    {
      step: 'Short assignment',
      text: 'Within 3 working days we email you a small task: improve three real product listings. You have 4 days to send it back.',
    },
    {
      step: 'Video interview',
      text: '30 minutes with our e-commerce lead and a member of the marketing team, about your assignment and how you think.',
    },
    {
      step: 'Offer and Know Your Colleague',
      text: 'We call you within a week of the interview. Before you accept, you meet your mentor and your future team.',
    },
  ],
  /** Openings of the job list (shared/jobs.ts) shown as related jobs. */
  relatedJobIds: [
    'digital-marketing-intern',
    'social-media-marketing-intern',
    'content-writing-intern',
    'business-development-intern',
  ],
} as const;

export type JobPostingContent = typeof ecommerceInternship;
