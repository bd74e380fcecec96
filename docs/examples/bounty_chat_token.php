<?php
// BountyChat user tokens and bounty tickets for a PHP back end (ext-openssl and ext-json, both standard).
declare(strict_types=1);

function bounty_chat_b64url(string $bytes): string
{
    return rtrim(strtr(base64_encode($bytes), '+/', '-_'), '=');
}

/** AES-256-GCM over the claims' compact UTF-8 JSON; returns ['token' => …, 'iv' => …] in base64url. */
function bounty_chat_seal(array $claims, string $keyB64, ?string $iv = null): array
{
    $iv ??= random_bytes(12); // a fresh random IV for every token; pass one only to check the test vectors
    // Unescaped slashes and Unicode: the same bytes as every other implementation (the vectors check it).
    $json = json_encode($claims, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR);
    $ciphertext = openssl_encrypt($json, 'aes-256-gcm', base64_decode($keyB64, true), OPENSSL_RAW_DATA, $iv, $tag, '', 16);
    return ['token' => bounty_chat_b64url($ciphertext . $tag), 'iv' => bounty_chat_b64url($iv)];
}

/** The signed-in user's token pair for the widget's tokenProvider. */
function bounty_chat_user_token(string $sub, string $name, string $email, string $role, string $keyB64, ?string $image = null, int $ttl = 3600): array
{
    $claims = ['sub' => $sub, 'name' => $name, 'email' => $email];
    if ($image !== null) {
        $claims['image'] = $image;
    }
    $claims['role'] = $role;
    $claims['exp'] = time() + $ttl;
    return bounty_chat_seal($claims, $keyB64);
}

/** The host's word on a bounty (its title and poster), for openBounty(bountyId, { ticket }). */
function bounty_chat_bounty_ticket(string $bountyId, string $name, string $ownerId, string $keyB64, int $ttl = 3600): array
{
    $now = time();
    return bounty_chat_seal(['bountyId' => $bountyId, 'name' => $name, 'ownerId' => $ownerId, 'iat' => $now, 'exp' => $now + $ttl], $keyB64);
}

// php bounty_chat_token.php check token-vectors.json: checks this code against the test vectors.
if (PHP_SAPI === 'cli' && realpath($argv[0]) === __FILE__) {
    if (($argv[1] ?? '') === 'check') {
        $failed = 0;
        foreach (json_decode(file_get_contents($argv[2]), true, 512, JSON_THROW_ON_ERROR)['cases'] as $case) {
            $iv = base64_decode(strtr($case['iv'], '-_', '+/'));
            $ok = bounty_chat_seal($case['claims'], $case['key'], $iv)['token'] === $case['token'];
            $failed += $ok ? 0 : 1;
            echo ($ok ? 'ok   ' : 'FAIL ') . $case['name'] . "\n";
        }
        exit($failed ? 1 : 0);
    }
    $key = getenv('BOUNTY_CHAT_TOKEN_KEY');
    echo json_encode(bounty_chat_user_token('alice-42', 'Alice Candidate', 'alice@example.com', 'candidate', $key)) . "\n";
}
