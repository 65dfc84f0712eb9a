// Signs the player in to Guildforge with their Steam account (Steamworks.NET),
// so every later call runs with the player's own user token and role `member`.
using System;
using System.Threading.Tasks;
using Guildforge.Unity;
using Guildforge.Unity.Models;
using Steamworks;
using UnityEngine;

public class GuildforgeSignIn : MonoBehaviour
{
    // Asset created with Assets > Create > Guildforge > Settings:
    // projectId prj_01JBP54FZK34F7MEHD7VXJ3W5Z, environment Sandbox or Production.
    [SerializeField] private GuildforgeSettings settings;

    public GuildforgeClient Client { get; private set; }

    private Callback<GetTicketForWebApiResponse_t> ticketCallback;
    private TaskCompletionSource<string> ticketSource;

    private async void Start()
    {
        // The SDK keeps the session (1 h access token, 30 day refresh token) in
        // PlayerPrefs and refreshes the access token before it expires.
        Client = new GuildforgeClient(settings);
        if (Client.HasSession)
        {
            return;
        }

        var gf = Client;
        string ticket = await RequestSteamTicketAsync();
        // Steam gives no email, so the exchange never matches another account by email: it signs
        // in the user linked to this SteamID, or creates one.
        TokenExchangeResponse session = await gf.ExchangeSocialTokenAsync(new TokenExchangeRequest
        {
            ProjectId = settings.ProjectId,
            Provider = "steam",
            SubjectTokenType = "steam_session_ticket",
            SubjectToken = ticket,
        });
        Debug.Log($"Signed in as {session.User.Username} (new account: {session.Created})");

        UserInfo me = await gf.GetUserInfoAsync();
        Debug.Log($"Role in {me.ProjectId}: {me.Role}; token expires {me.ExpiresAt:u}");
    }

    // Steam issues a Web API ticket for the identity "guildforge"; Guildforge
    // verifies it with Steam and maps the SteamID to a Guildforge user.
    private Task<string> RequestSteamTicketAsync()
    {
        ticketSource = new TaskCompletionSource<string>();
        ticketCallback = Callback<GetTicketForWebApiResponse_t>.Create(OnTicket);
        SteamUser.GetAuthTicketForWebApi("guildforge");
        return ticketSource.Task;
    }

    private void OnTicket(GetTicketForWebApiResponse_t response)
    {
        if (response.m_eResult != EResult.k_EResultOK)
        {
            ticketSource.TrySetException(new InvalidOperationException($"Steam ticket failed: {response.m_eResult}"));
            return;
        }
        string hex = BitConverter.ToString(response.m_rgubTicket, 0, response.m_cubTicket).Replace("-", "").ToLowerInvariant();
        ticketSource.TrySetResult(hex);
    }
}
