<?php
// Verifies a BountyChat event (the BountyChat-Signature header) in PHP, with no extension beyond hash.
// `php bounty_chat_events.php check event-vectors.json` checks every test vector.

const BOUNTY_CHAT_TOLERANCE_SECONDS = 300;

/** True when $rawBody (file_get_contents('php://input')) was signed with $secret less than 5 minutes from $now. */
function verify_bounty_chat_event(string $secret, string $rawBody, ?string $header, ?int $now = null): bool
{
    if ($header === null || $header === '') return false;
    $now ??= time();
    $parts = array_map('trim', explode(',', $header));
    $t = '';
    foreach ($parts as $part) if (str_starts_with($part, 't=')) { $t = substr($part, 2); break; }
    if (!preg_match('/^\d+$/', $t) || abs($now - (int) $t) > BOUNTY_CHAT_TOLERANCE_SECONDS) return false;
    $expected = hash_hmac('sha256', $t . '.' . $rawBody, $secret);
    foreach ($parts as $part) {
        if (str_starts_with($part, 'v1=') && hash_equals($expected, substr($part, 3))) return true;
    }
    return false;
}

if (PHP_SAPI === 'cli' && ($argv[1] ?? '') === 'check') {
    $vectors = json_decode(file_get_contents($argv[2]), true);
    foreach ($vectors['cases'] as $case) {
        $ok = verify_bounty_chat_event($vectors['secret'], $case['body'], $case['header'], $case['now']) === $case['valid'];
        echo ($ok ? 'ok ' : 'FAIL ') . $case['name'] . "\n";
    }
}
