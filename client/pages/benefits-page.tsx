import { useSite, useSiteText } from '../app/use-site';
import { BenefitSection } from '../site/benefit-section';
import { CallToAction } from '../site/call-to-action';
import { PageHero } from '../site/page-hero';
import companyPagesStyles from '../site/company-pages.css?url';
import { type ScreenHead, careersTitle, metaFor } from '../page-head';

export const handle = { styles: [companyPagesStyles] };
export const head: ScreenHead = {
  title: `Benefits | ${careersTitle}`,
  description: `Health, financial security, work-life balance, perks and community: the benefits of working at {site}.`,
  heading: 'Benefits that support you',
};

export const meta = metaFor(head);

const sections = [
  {
    heading: 'Health and Wellness',
    image: '/images/site/benefit-health.svg',
    intro: 'We work in healthcare; we start by looking after our own.',
    benefits: [
      'Medical insurance of ₹5 lakh a year for you, your partner, your children and your parents',
      'A free annual health check-up at one of our partner labs',
      'Unlimited teleconsultations with general physicians, day or night',
      'Six confidential counselling sessions a year with licensed therapists',
    ],
  },
  {
    heading: 'Financial Security',
    image: '/images/site/benefit-financial.svg',
    intro: 'A steady base, so a bad month never becomes a crisis.',
    benefits: [
      'Provident fund and gratuity from your first month',
      'Term life and accident insurance at three times your annual pay',
      'A yearly performance bonus, shared by every full-time employee',
      'An interest-free salary advance for medical or family emergencies',
    ],
  },
  {
    heading: 'Work-Life Balance',
    image: '/images/site/benefit-work-life.svg',
    intro: 'Good work needs rested people.',
    benefits: [
      'Hybrid work, with core hours from 11 am to 4 pm',
      '24 days of paid leave a year, plus public holidays and your birthday off',
      '26 weeks of parental leave for birth and adoptive mothers, 6 weeks for fathers and partners',
      'A four-week paid sabbatical after five years with us',
    ],
  },
  {
    heading: 'Perks and Allowances',
    image: '/images/site/benefit-perks.svg',
    intro: 'The everyday costs of work, covered.',
    benefits: [
      'Internet and phone allowance of ₹1,500 a month',
      'Meal cards, and lunch in the office on in-person days',
      'A learning budget of ₹25,000 a year for courses, books and conferences',
      '15% off medicines and tests at our partner pharmacies and labs',
    ],
  },
  {
    heading: 'Support and Engagement',
    image: '/images/site/benefit-support.svg',
    intro: 'Nobody figures it out alone here.',
    benefits: [
      'A buddy for your first 90 days and a mentor outside your team',
      'Monthly one-to-ones and a growth plan you write with your manager',
      'An employee assistance line for legal, financial and family questions',
      'Open quarterly town halls where any question gets an answer',
    ],
  },
  {
    heading: 'Culture and Community',
    image: '/images/site/benefit-community.svg',
    intro: 'Work is better with people you know.',
    benefits: [
      'Two paid volunteering days a year at free health camps we run with our partners',
      'Clubs for running, cricket, books and music, funded by the company',
      'A yearly company offsite and a hackathon open to every team',
      'Festivals celebrated together, whichever ones you celebrate',
    ],
  },
];

export default function BenefitsPage() {
  const { siteName } = useSite();
  return (
    <>
      <PageHero
        eyebrow={`Benefits at ${siteName}`}
        heading={useSiteText(head.heading)}
        image="/images/site/hero-benefits.svg"
        lead="Care for you and the people you love, money that keeps its promises, and time for a life outside work. Every full-time employee gets all of it from day one; interns get health cover and the learning budget."
      />
      <div className="benefit-sections">
        {sections.map((section) => (
          <BenefitSection key={section.heading} {...section} />
        ))}
      </div>
      <CallToAction />
    </>
  );
}
