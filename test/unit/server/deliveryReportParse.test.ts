// A delivery report is read only so far, for so many addresses and ids, whatever its size.
import { expect, it } from 'vitest';
import { bouncedAddresses, REPORT_MAX_ENTRIES, REPORT_SCAN_BYTES, reportedDigests } from '../../../src/server/inbound/classifyMail';

const lines = (count: number, line: (index: number) => string) => Array.from({ length: count }, (_, index) => line(index)).join('\r\n');

it('takes at most REPORT_MAX_ENTRIES distinct addresses and ids', () => {
  const report = `${lines(1_000, (index) => `Final-Recipient: rfc822; User-${index % 20}@Example.com`)}\r\n${lines(1_000, (index) => `Message-ID: <digest-${index}-1-${'0'.repeat(32)}@bountychat>`)}`;
  expect(bouncedAddresses(report)).toEqual(Array.from({ length: REPORT_MAX_ENTRIES }, (_, index) => `user-${index}@example.com`));
  expect(reportedDigests(report).map((digest) => digest.id)).toEqual(Array.from({ length: REPORT_MAX_ENTRIES }, (_, index) => index));
});

it('reads only the first REPORT_SCAN_BYTES', () => {
  const report = `${'X-Padding: y\r\n'.repeat(REPORT_SCAN_BYTES / 14 + 1)}Final-Recipient: rfc822; late@example.com\r\nMessage-ID: <digest-1-1-${'0'.repeat(32)}@bountychat>\r\n`;
  expect([bouncedAddresses(report), reportedDigests(report)]).toEqual([[], []]);
});

it('stays linear on a line made to backtrack', () => {
  const line = `Final-Recipient: rfc822; ${'a@'.repeat(60_000)}<`;
  const started = performance.now();
  expect(bouncedAddresses(line)).toEqual([]);
  expect(performance.now() - started).toBeLessThan(100);
});
