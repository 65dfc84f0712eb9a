// Emberfall's in-game skin workshop: uploads a Ranger skin's files as assets,
// creates the submission and follows its validation until it leaves `validating`.
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Security.Cryptography;
using System.Threading.Tasks;
using Guildforge.Unity;
using Guildforge.Unity.Models;
using UnityEngine;
using UnityEngine.Networking;

public class RangerSkinUploader : MonoBehaviour
{
    private const string RangerSkinsSchemaId = "sch_01JQNPBMMQ31B1N79QK6TAXCTF";

    [SerializeField] private GuildforgeSignIn signIn;

    public async Task<Submission> SubmitAsync(string albedoPath, string normalMapPath, string accessoryPath,
        string skinName, string flavorText, string rarity)
    {
        GuildforgeClient gf = signIn.Client;

        Schema schema = await gf.GetSchemaAsync(RangerSkinsSchemaId);
        if (schema.Status != SchemaStatus.Open)
        {
            throw new InvalidOperationException($"Ranger skins are {schema.Status}; opens at {schema.OpensAt:u}");
        }

        var values = new Dictionary<string, object>
        {
            ["albedo"] = await UploadAsync(gf, albedoPath, AssetKind.Image, "image/png"),
            ["normal_map"] = await UploadAsync(gf, normalMapPath, AssetKind.Texture, "image/png"),
            ["skin_name"] = skinName,
            ["rarity"] = rarity,
        };
        if (!string.IsNullOrEmpty(accessoryPath))
        {
            values["accessory"] = await UploadAsync(gf, accessoryPath, AssetKind.Mesh, "model/gltf-binary");
        }
        if (!string.IsNullOrEmpty(flavorText))
        {
            values["flavor_text"] = flavorText;
        }

        Submission submission;
        try
        {
            submission = await gf.CreateSubmissionAsync(new SubmissionCreate
            {
                SchemaId = RangerSkinsSchemaId,
                Title = skinName,
                Values = values,
            }, idempotencyKey: Guid.NewGuid().ToString());
        }
        catch (GuildforgeException e) when (e.Code == "submission_invalid")
        {
            // Instant rules failed and nothing was stored: show each error next to its field.
            foreach (ProblemFieldError error in e.Errors)
            {
                Debug.LogWarning($"{error.Field}: {error.Message} ({error.Rule}, {error.Code})");
            }
            throw;
        }

        // Async rules (NormalMap, Moderation, MaxPolygonCount, MeshSize, NoProfanity)
        // take seconds; poll no more often than every 5 seconds.
        SubmissionValidation validation = submission.Validation;
        while (validation.Status == ValidationStatus.Pending)
        {
            await Task.Delay(TimeSpan.FromSeconds(5));
            validation = await gf.GetSubmissionValidationAsync(submission.Id);
        }
        foreach (ValidationResult result in validation.Results.Where(r => r.Status == ValidationStatus.Failed))
        {
            Debug.LogWarning($"{result.Field} failed {result.Rule}: {result.Message}");
        }

        // `in_review` when every rule passed, `invalid` otherwise.
        return await gf.GetSubmissionAsync(submission.Id);
    }

    private static async Task<string> UploadAsync(GuildforgeClient gf, string path, AssetKind kind, string contentType)
    {
        byte[] bytes = File.ReadAllBytes(path);
        string sha256;
        using (var hasher = SHA256.Create())
        {
            sha256 = BitConverter.ToString(hasher.ComputeHash(bytes)).Replace("-", "").ToLowerInvariant();
        }

        // 1. Declare the file; the response carries a presigned URL valid 15 minutes.
        Asset asset = await gf.CreateAssetAsync(new AssetCreate
        {
            Kind = kind,
            FileName = Path.GetFileName(path),
            ContentType = contentType,
            ByteSize = bytes.LongLength,
            Sha256 = sha256,
        }, idempotencyKey: Guid.NewGuid().ToString());

        // 2. PUT the raw bytes, with the same Content-Type and no Authorization header.
        using (UnityWebRequest put = UnityWebRequest.Put(asset.UploadUrl, bytes))
        {
            put.SetRequestHeader("Content-Type", contentType);
            await put.SendWebRequest();
            if (put.result != UnityWebRequest.Result.Success)
            {
                throw new IOException($"Upload of {path} failed: {put.responseCode} {put.error}");
            }
        }

        // 3. Guildforge checks size, SHA-256 and file signature; the asset becomes `ready`.
        Asset ready = await gf.CompleteAssetUploadAsync(asset.Id);
        return ready.Id;
    }
}
