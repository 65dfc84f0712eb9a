# Verify the Guildforge-Signature header of a webhook delivery (standard library only).
require 'openssl'

module GuildforgeWebhook
  # Reject deliveries whose t is more than this many seconds from your clock.
  SIGNATURE_TOLERANCE_SECONDS = 300

  # A delivery to refuse (answer 400 or 401). reason is malformed_header,
  # no_matching_signature or timestamp_out_of_tolerance; the message is for your logs.
  class SignatureError < StandardError
    attr_reader :reason

    def initialize(reason, message)
      super(message)
      @reason = reason
    end
  end

  # Returns for a genuine delivery, raises SignatureError otherwise.
  #
  # raw_body is the request body exactly as received (request.raw_post in Rails,
  # request.body.read in Rack), before any JSON parsing. secrets are the endpoint's
  # secrets (whsec_...) you currently accept. After rotateWebhookSecret, Guildforge signs
  # each delivery with the new and the old secret (t=...,v1=<new>,v1=<old>) for
  # expireCurrentAfterHours: 0 to 72 hours, 24 by default. The delivery is genuine when
  # any v1 matches any of your secrets, so deploy the new secret next to the old one, then
  # drop the old one. Empty entries are skipped; with none left this raises ArgumentError,
  # since an empty key would accept anyone's signature.
  def self.verify_signature(header, raw_body, secrets, now: Time.now.to_i)
    keys = Array(secrets).reject { |secret| secret.nil? || secret.empty? }
    raise ArgumentError, 'Pass at least one webhook secret (whsec_...); all were empty' if keys.empty?

    timestamp, signatures = parse_signature_header(header)
    signed = "#{timestamp}.".b + raw_body.b
    matched = keys.any? do |key|
      expected = OpenSSL::HMAC.hexdigest('SHA256', key, signed)
      # fixed_length_secure_compare takes the same time wherever the strings differ.
      signatures.any? { |signature| OpenSSL.fixed_length_secure_compare(expected, signature) }
    end
    raise SignatureError.new('no_matching_signature', 'No v1 signature matches the body with any of the given secrets') unless matched

    # Checked after the signature, so an old delivery that is genuine is reported as a replay.
    age = now - Integer(timestamp, 10)
    return if age.abs <= SIGNATURE_TOLERANCE_SECONDS

    raise SignatureError.new('timestamp_out_of_tolerance',
                             "t=#{timestamp} is #{age} s from this server's clock; the limit is #{SIGNATURE_TOLERANCE_SECONDS} s")
  end

  # Returns t as sent (it is part of the signed string) and every v1; keys of later schemes are ignored.
  def self.parse_signature_header(header)
    malformed = ->(detail) { SignatureError.new('malformed_header', "Guildforge-Signature #{detail}") }
    trim = ->(text) { text.sub(/\A[ \t]+/, '').sub(/[ \t]+\z/, '') }
    raise malformed.call('header is empty') if header.nil? || trim.call(header).empty?

    timestamp = nil
    signatures = []
    header.split(',', -1).each do |raw|
      element = trim.call(raw)
      raise malformed.call('has an empty element') if element.empty?

      key, value = element.split('=', 2)
      raise malformed.call("element \"#{element}\" is not key=value") if value.nil? || key.empty?

      case key
      when 't'
        raise malformed.call('has more than one t=') unless timestamp.nil?
        raise malformed.call('t= must be unix seconds (1 to 15 digits)') unless value.match?(/\A[0-9]{1,15}\z/)

        timestamp = value
      when 'v1'
        raise malformed.call('v1= must be 64 lower-case hex characters') unless value.match?(/\A[0-9a-f]{64}\z/)

        signatures << value
      end
    end
    raise malformed.call('has no t=') if timestamp.nil?
    raise malformed.call('has no v1=') if signatures.empty?

    [timestamp, signatures]
  end
  private_class_method :parse_signature_header
end
