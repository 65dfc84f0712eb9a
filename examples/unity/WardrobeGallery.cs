// The in-game gallery of published Ranger skins, best score first, with vote buttons.
using System;
using System.Threading.Tasks;
using Guildforge.Unity;
using Guildforge.Unity.Models;
using UnityEngine;
using UnityEngine.Networking;

public class WardrobeGallery : MonoBehaviour
{
    private const string RangerSkinsSchemaId = "sch_01JQNPBMMQ31B1N79QK6TAXCTF";

    [SerializeField] private GuildforgeSignIn signIn;

    private string nextCursor;

    public async Task LoadPageAsync()
    {
        GuildforgeClient gf = signIn.Client;

        Page<Submission> page = await gf.ListSubmissionsAsync(new ListSubmissionsQuery
        {
            SchemaId = RangerSkinsSchemaId,
            Status = new[] { SubmissionStatus.Published },
            Sort = "-score",
            Limit = 12,
            Cursor = nextCursor,
        });
        nextCursor = page.HasMore ? page.NextCursor : null;

        VoteBalance balance = await gf.GetVoteBalanceAsync(RangerSkinsSchemaId);
        Debug.Log($"{balance.Remaining} of {balance.VotesPerDay} votes left until {balance.ResetsAt:u}");

        foreach (Submission skin in page.Data)
        {
            // downloadUrl is signed for 60 minutes: fetch the asset when you show it, never cache the URL.
            Asset albedo = await gf.GetAssetAsync((string)skin.Values["albedo"]);
            using (UnityWebRequest request = UnityWebRequestTexture.GetTexture(albedo.DownloadUrl))
            {
                await request.SendWebRequest();
                Texture2D preview = DownloadHandlerTexture.GetContent(request);
                ShowCard(skin, preview);
            }
        }
    }

    public async Task ToggleUpVoteAsync(string submissionId)
    {
        GuildforgeClient gf = signIn.Client;
        VoteStatus current = await gf.GetVoteStatusAsync(submissionId);
        try
        {
            VoteStatus updated = current.Direction == "up"
                ? await gf.CancelVoteAsync(submissionId)
                : await gf.VoteUpAsync(submissionId, idempotencyKey: Guid.NewGuid().ToString());
            UpdateCard(submissionId, updated.Direction, updated.Tally.Score, updated.Balance.Remaining);
        }
        catch (GuildforgeException e) when (e.Code == "vote_balance_exhausted")
        {
            ShowToast($"No votes left today; they reset at 00:00 UTC. ({e.Detail})");
        }
        catch (GuildforgeException e) when (e.Code == "vote_own_submission")
        {
            ShowToast("You cannot vote for your own skin.");
        }
    }

    public async Task DownVoteAsync(string submissionId)
    {
        GuildforgeClient gf = signIn.Client;
        VoteStatus updated = await gf.VoteDownAsync(submissionId, idempotencyKey: Guid.NewGuid().ToString());
        UpdateCard(submissionId, updated.Direction, updated.Tally.Score, updated.Balance.Remaining);
    }

    private void ShowCard(Submission skin, Texture2D preview) { /* bind to the UI Toolkit card */ }
    private void UpdateCard(string submissionId, string direction, int score, int votesLeft) { /* refresh buttons */ }
    private void ShowToast(string message) { /* show an in-game notification */ }
}
