# Runs the Ruby request samples of the API operation pages, one after another in this process,
# each in an anonymous module. ARGV[0]: a JSON list of sample files.
require "json"

JSON.parse(File.read(ARGV[0])).each do |file|
  begin
    load(file, true)
  rescue Exception => e
    puts "SAMPLE-ERROR #{file} #{e.class}: #{e.message}"
  end
  $stdout.flush
end
