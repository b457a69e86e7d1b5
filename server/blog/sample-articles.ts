/**
 * The articles served when no BLOG_API_URL is configured, shaped exactly like the upstream's
 * answers so they take the same path through validation, sanitizing and caching. Images are
 * bundled with the site (client/public/images/blog). The one "press" article is of another
 * type: the type filter hides it, as it would hide the upstream's other blogs.
 */
export const sampleArticles = [
  {
    _id: '6540a1f2c3d4e5f6a7b8c901',
    type: 'careers',
    category: 'Hiring Tips',
    title: 'Five things we look for in an internship application',
    imageUrl: '/images/blog/hiring-tips.svg',
    createdAt: '2026-11-18T09:30:00.000Z',
    content: `<p>Every month hundreds of students apply for our internships. The applications that stand out are rarely the longest ones: they are the clearest.</p>
<h2>1. A resume that fits on one page</h2>
<p>List what you built, what you changed and what you learned. Numbers help: <strong>"cut page load time by 40%"</strong> tells us more than "worked on performance".</p>
<h2>2. Evidence of curiosity</h2>
<p>A side project, a blog post, an open-source contribution, a club you ran. We want to see what you do when nobody asks you to.</p>
<h2>3. Honest answers in the general questions</h2>
<p>If you cannot start until June, say so. We plan around real dates.</p>
<h2>4. A complete application</h2>
<p>Your progress is saved at every step, so take the time to finish each one.</p>
<h2>5. Questions of your own</h2>
<p>Interviews go both ways. Ask us about the team, the work and how we grow people.</p>`,
  },
  {
    _id: '6540a1f2c3d4e5f6a7b8c902',
    type: 'careers',
    category: 'Life at {site}',
    title: 'Know Your Colleague: how instant placement works',
    imageUrl: '/images/blog/know-your-colleague.svg',
    createdAt: '2026-11-12T14:00:00.000Z',
    content: `<p>Know Your Colleague pairs every new joiner with a future teammate before their first day. By the time you walk in, you already know who you will sit with, what the team is building and where the coffee is.</p>
<p>It started as an experiment in our operations team in 2023. Joiners who had met a colleague beforehand were productive <em>two weeks sooner</em> on average, so we made it the way everyone joins.</p>
<ul><li>You meet your colleague within 48 hours of accepting an offer.</li><li>You get a short plan for your first two weeks, written together.</li><li>Your colleague checks in after 30 and 90 days.</li></ul>`,
  },
  {
    _id: '6540a1f2c3d4e5f6a7b8c903',
    type: 'careers',
    category: 'Engineering',
    title: 'What our software interns shipped this summer',
    imageUrl: '/images/blog/engineering.svg',
    createdAt: '2026-10-30T08:15:00.000Z',
    content: `<p>Our summer cohort of eight software interns shipped features that thousands of patients, pharmacies and labs now use every day.</p>
<h2>Appointment reminders</h2>
<p>A React Native feature that lets patients confirm or move an appointment from a notification. Missed appointments dropped by 18%.</p>
<h2>Lab results, faster</h2>
<p>A queue that sends lab results to doctors the moment they are verified, instead of in hourly batches.</p>
<p>Interested? See the <a href="/joblistings?q=software">Software Development Intern</a> opening.</p>`,
  },
  {
    _id: '6540a1f2c3d4e5f6a7b8c904',
    type: 'careers',
    category: 'Life at {site}',
    title: 'Flexible hours, real weekends',
    imageUrl: '/images/blog/work-life-balance.svg',
    createdAt: '2026-10-14T11:45:00.000Z',
    content: `<p>We agree on outcomes, not hours. Teams set their own core hours, and nobody is expected to answer messages at night or on weekends.</p>
<blockquote><p>I moved my day to start at 7 so I can pick up my daughter from school. Nobody had to approve it.</p></blockquote>
<p>Part-time internships of four hours a day are open to students who want to keep studying full time.</p>`,
  },
  {
    _id: '6540a1f2c3d4e5f6a7b8c905',
    type: 'careers',
    category: 'Hiring Tips',
    title: 'How to prepare for a video interview',
    imageUrl: '/images/blog/video-interview.svg',
    createdAt: '2026-09-02T10:00:00.000Z',
    content: `<p>Most of our first interviews happen on video. A few minutes of preparation make a real difference.</p>
<ol><li>Test your camera and microphone the day before.</li><li>Sit facing a window or a lamp, not with a light behind you.</li><li>Keep your resume and the job description open in another window.</li><li>Close notifications.</li></ol>
<p>If your connection drops, rejoin the same link. We will wait.</p>`,
  },
  {
    _id: '6540a1f2c3d4e5f6a7b8c906',
    type: 'careers',
    category: 'Engineering',
    title: 'Designing for doctors, pharmacies and labs',
    imageUrl: '/images/blog/design.svg',
    createdAt: '2025-12-05T16:20:00.000Z',
    content: `<p>Our design team serves three very different users. A doctor has thirty seconds between patients; a pharmacist is checking a prescription while a queue forms; a lab technician works through hundreds of samples a shift.</p>
<p>We spend a day with each of them every quarter. What we learn there decides what we build next.</p>`,
  },
  {
    _id: '6540a1f2c3d4e5f6a7b8c907',
    type: 'press',
    category: 'Announcements',
    title: '{site} opens a new office in Pune',
    imageUrl: '/images/blog/default.svg',
    createdAt: '2026-11-19T07:00:00.000Z',
    content: '<p>A press release: it belongs to another blog and is filtered out of the careers blog.</p>',
  },
];
