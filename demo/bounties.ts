/** The demo job board's seeded content: two users and a few bounties, so the first screen is not empty. */

export interface DemoUser { id: string; name: string; email: string; role: 'candidate' | 'poster' }
export interface DemoBounty {
  id: string; title: string; reward: string; summary: string; description: string;
  posterId: string; posterName: string; candidateId: string;
}

export const demoUsers: Record<string, DemoUser> = {
  alice: { id: 'alice', name: 'Alice Candidate', email: 'alice@example.test', role: 'candidate' },
  bob: { id: 'bob', name: 'Bob Poster', email: 'bob@example.test', role: 'poster' },
};

export const demoBounties: DemoBounty[] = [
  {
    id: 'bounty-101', title: 'Fix the flaky checkout test', reward: '$400', posterId: 'bob', posterName: 'Bob Poster', candidateId: 'alice',
    summary: 'Our checkout end-to-end test fails one run in twenty. Find out why and make it pass every time.',
    description: 'The test clicks "Pay" before the card form has mounted. We want a fix in the page, not a sleep in the test. Reproduce, explain, and open a pull request.',
  },
  {
    id: 'bounty-102', title: 'Dark mode for the settings page', reward: '$250', posterId: 'bob', posterName: 'Bob Poster', candidateId: 'alice',
    summary: 'Add a dark colour scheme to the settings page that follows the system preference.',
    description: 'Use the existing design tokens; contrast must pass WCAG AA. Screenshots of both schemes in the pull request, please.',
  },
  {
    id: 'bounty-103', title: 'Speed up the search index build', reward: '$600', posterId: 'bob', posterName: 'Bob Poster', candidateId: 'alice',
    summary: 'The nightly index build takes 40 minutes. Bring it under 10 without changing the results.',
    description: 'Profile first; we suspect the tokenizer. Include before/after timings measured on the same machine.',
  },
];
