# BountyChat user tokens and bounty tickets for a Ruby back end (openssl and json from the standard library).
require 'json'
require 'openssl'
require 'securerandom'

module BountyChatToken
  module_function

  def b64url(bytes)
    [bytes].pack('m0').tr('+/', '-_').delete('=')
  end

  # AES-256-GCM over the claims' compact UTF-8 JSON; returns { 'token' => …, 'iv' => … } in base64url.
  def seal(claims, key_b64, iv = nil)
    iv ||= SecureRandom.random_bytes(12) # a fresh random IV for every token; pass one only to check the test vectors
    cipher = OpenSSL::Cipher.new('aes-256-gcm').encrypt
    cipher.key = key_b64.unpack1('m0')
    cipher.iv = iv
    cipher.auth_data = ''
    sealed = cipher.update(JSON.generate(claims)) + cipher.final + cipher.auth_tag
    { 'token' => b64url(sealed), 'iv' => b64url(iv) }
  end

  # The signed-in user's token pair for the widget's tokenProvider.
  def user_token(sub:, name:, email:, role:, key_b64:, image: nil, ttl: 3600)
    claims = { sub: sub, name: name, email: email }
    claims[:image] = image if image
    seal(claims.merge(role: role, exp: Time.now.to_i + ttl), key_b64)
  end

  # The host's word on a bounty (its title and poster), for openBounty(bountyId, { ticket }).
  def bounty_ticket(bounty_id:, name:, owner_id:, key_b64:, ttl: 3600)
    now = Time.now.to_i
    seal({ bountyId: bounty_id, name: name, ownerId: owner_id, iat: now, exp: now + ttl }, key_b64)
  end
end

# ruby bounty_chat_token.rb check token-vectors.json: checks this code against the test vectors.
if $PROGRAM_NAME == __FILE__
  if ARGV[0] == 'check'
    failed = 0
    JSON.parse(File.read(ARGV[1], encoding: 'utf-8'))['cases'].each do |c|
      iv = c['iv'].tr('-_', '+/').unpack1('m')
      ok = BountyChatToken.seal(c['claims'], c['key'], iv)['token'] == c['token']
      failed += 1 unless ok
      puts "#{ok ? 'ok   ' : 'FAIL '}#{c['name']}"
    end
    exit(failed.zero? ? 0 : 1)
  end
  key = ENV.fetch('BOUNTY_CHAT_TOKEN_KEY')
  puts JSON.generate(BountyChatToken.user_token(sub: 'alice-42', name: 'Alice Candidate', email: 'alice@example.com', role: 'candidate', key_b64: key))
end
