/**
 * A delivery report (RFC 3464) as a mail server sends one back: `recipient` could not be reached, and the returned
 * message's headers quote these Message-IDs. Sent to `bounces@<domain>`.
 */
export function deliveryReport(domain: string, recipient: string, messageIds: string[]): string {
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.example.com>',
    `To: bounces@${domain}`,
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain',
    '',
    'Your message could not be delivered.',
    '--b1',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.com',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    'Action: failed',
    'Status: 5.1.1',
    '--b1',
    'Content-Type: text/rfc822-headers',
    '',
    ...messageIds.map((id) => `Message-ID: ${id}`),
    `To: ${recipient}`,
    '--b1--',
    '',
  ].join('\r\n');
}
