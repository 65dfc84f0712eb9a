# Runs examples/webhooks/verify_signature.rb over the vectors that webhookSignatures.test.ts sends on stdin.
# In: name, now, base64 header, base64 body, secret count, base64 secrets (tab-separated, one vector a line).
# Out: name, result (ok, a reason or argument_error), message (tab-separated, one vector a line).
require_relative '../../../examples/webhooks/verify_signature'

$stdin.read.split("\n").each do |line|
  fields = line.split("\t", -1)
  decode = ->(text) { text.unpack1('m0') }
  name = fields[0]
  header = decode.call(fields[2]).force_encoding('UTF-8')
  body = decode.call(fields[3])
  secrets = fields[5, Integer(fields[4])].map { |field| decode.call(field).force_encoding('UTF-8') }
  begin
    GuildforgeWebhook.verify_signature(header, body, secrets, now: Integer(fields[1]))
    result = 'ok'
    message = ''
  rescue GuildforgeWebhook::SignatureError => e
    result = e.reason
    message = e.message
  rescue ArgumentError => e
    result = 'argument_error'
    message = e.message
  end
  puts "#{name}\t#{result}\t#{message.split.join(' ')}"
end
