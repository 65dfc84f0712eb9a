// Runs examples/webhooks/GuildforgeSignature.java over the vectors that webhookSignatures.test.ts sends on stdin.
// In: name, now, base64 header, base64 body, secret count, base64 secrets (tab-separated, one vector a line).
// Out: name, result (ok, a reason or argument_error), message (tab-separated, one vector a line).
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

public final class SignatureRunner {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Base64.Decoder base64 = Base64.getDecoder();
        StringBuilder out = new StringBuilder();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String[] fields = line.split("\t", -1);
            String header = new String(base64.decode(fields[2]), StandardCharsets.UTF_8);
            byte[] body = base64.decode(fields[3]);
            List<String> secrets = new ArrayList<>();
            for (int i = 0; i < Integer.parseInt(fields[4]); i++) secrets.add(new String(base64.decode(fields[5 + i]), StandardCharsets.UTF_8));
            String result = "ok";
            String message = "";
            try {
                GuildforgeSignature.verify(header, body, secrets, Long.parseLong(fields[1]));
            } catch (GuildforgeSignature.SignatureException e) {
                result = e.reason();
                message = e.getMessage();
            } catch (IllegalArgumentException e) {
                result = "argument_error";
                message = e.getMessage();
            }
            out.append(fields[0]).append('\t').append(result).append('\t').append(message.replaceAll("\\s+", " ")).append('\n');
        }
        System.out.print(out);
    }
}
