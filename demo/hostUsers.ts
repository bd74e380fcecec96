import { demoUsers } from './bounties.js';

/**
 * The job board's back end tells the chat service who its users are, through the host API, as a real host
 * does on sign-up: so Bob Poster has an e-mail address before he ever opens the chat.
 */
export async function putDemoUsers(serviceUrl: string, hostApiKey: string): Promise<void> {
  for (const user of Object.values(demoUsers)) {
    const response = await fetch(`${serviceUrl}/api/host/v1/users/${encodeURIComponent(user.id)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${hostApiKey}` },
      body: JSON.stringify({ name: user.name, email: user.email, role: user.role }),
    });
    if (!response.ok) throw new Error(`host API: PUT users/${user.id} answered ${response.status}: ${await response.text()}`);
  }
}
