// Runs examples/webhooks/GuildforgeSignature.cs over the vectors that webhookSignatures.test.ts sends on stdin.
// In: name, now, base64 header, base64 body, secret count, base64 secrets (tab-separated, one vector a line).
// Out: name, result (ok, a reason or argument_error), message (tab-separated, one vector a line).
using System;
using System.Collections.Generic;
using System.Text;
using System.Text.RegularExpressions;

public static class SignatureRunner
{
    public static void Main()
    {
        var output = new StringBuilder();
        string line;
        while ((line = Console.In.ReadLine()) != null)
        {
            var fields = line.Split('\t');
            var header = Encoding.UTF8.GetString(Convert.FromBase64String(fields[2]));
            var body = Convert.FromBase64String(fields[3]);
            var secrets = new List<string>();
            for (var i = 0; i < int.Parse(fields[4]); i++) secrets.Add(Encoding.UTF8.GetString(Convert.FromBase64String(fields[5 + i])));
            var result = "ok";
            var message = "";
            try
            {
                GuildforgeSignature.Verify(header, body, secrets, long.Parse(fields[1]));
            }
            catch (GuildforgeSignatureException e)
            {
                result = e.Reason;
                message = e.Message;
            }
            catch (ArgumentException e)
            {
                result = "argument_error";
                message = e.Message;
            }
            output.Append(fields[0]).Append('\t').Append(result).Append('\t').Append(Regex.Replace(message, @"\s+", " ")).Append('\n');
        }
        Console.Out.Write(output.ToString());
    }
}
