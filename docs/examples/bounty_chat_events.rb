# Verifies a BountyChat event (the BountyChat-Signature header) in Ruby, with the standard library.
# `ruby bounty_chat_events.rb check event-vectors.json` checks every test vector.
require 'json'
require 'openssl'

BOUNTY_CHAT_TOLERANCE_SECONDS = 300

# True when raw_body (request.raw_post) was signed with secret less than 5 minutes from now.
def verify_bounty_chat_event(secret, raw_body, header, now = Time.now.to_i)
  return false if header.nil? || header.empty?
  parts = header.split(',').map(&:strip)
  t = parts.find { |part| part.start_with?('t=') }&.delete_prefix('t=') || ''
  return false unless t.match?(/\A\d+\z/) && (now - t.to_i).abs <= BOUNTY_CHAT_TOLERANCE_SECONDS
  expected = OpenSSL::HMAC.hexdigest('SHA256', secret, "#{t}.".b + raw_body.b)
  parts.any? do |part|
    part.start_with?('v1=') && part.bytesize == expected.bytesize + 3 && OpenSSL.fixed_length_secure_compare(expected, part.delete_prefix('v1='))
  end
end

if __FILE__ == $PROGRAM_NAME && ARGV[0] == 'check'
  vectors = JSON.parse(File.read(ARGV[1], encoding: 'UTF-8'))
  vectors['cases'].each do |c|
    ok = verify_bounty_chat_event(vectors['secret'], c['body'].b, c['header'], c['now']) == c['valid']
    puts "#{ok ? 'ok' : 'FAIL'} #{c['name']}"
  end
end
