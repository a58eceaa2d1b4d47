namespace SerializerCompat.Checks;

/// <summary>The recipe search's rounds, each type's trial on the next free worker.</summary>
public sealed partial class CheckRunner
{
    /// <summary>How long the search took in the last run (shown as progress, never in a report, which must not change
    /// with the machine).</summary>
    public TimeSpan RecipeTime { get; private set; }

    /// <summary>
    /// The recipe of a whole run's <paramref name="report"/>, searched on this runner's workers: after the run, or when
    /// <c>check merge</c> combines its shards (the same search on the same results, so the same recipe). None when
    /// fixes were not asked or the run was cut short; why none, when the side takes no composed settings, the report
    /// is one shard's or nothing differs.
    /// </summary>
    public async Task<RecipeOutcome?> RecipeAsync(
        CheckOptions options, CheckReport report, CheckRunHooks hooks, CancellationToken cancel = default)
    {
        if (!options.Fixes || cancel.IsCancellationRequested || report.NotReached > 0)
        {
            return null;
        }

        var assemblyPath = Path.GetFullPath(options.AssemblyPath);
        var (changes, why) = RecipeChanges.For(options.New, options.Shard);
        var types = report.Results.Where(r => r.ErrorGrade is null && r.Findings.Count > 0).Select(r => r.Type)
            .ToList();
        if (why is not null)
        {
            return new RecipeOutcome(null, why);
        }

        if (types.Count == 0)
        {
            // Nothing to close: no section.
            return null;
        }

        var started = System.Diagnostics.Stopwatch.StartNew();
        var pool = Enumerable.Range(0, Math.Clamp(workers, 1, types.Count))
            .Select(_ => new CheckWorker(startSession, recycling)).ToList();
        var rounds = 0;
        try
        {
            var search = new RecipeSearch(
                async (searched, taken, candidates) =>
                {
                    hooks.Progress?.Invoke(
                        $"recipe: round {++rounds}, {searched.Count} types, {candidates.Count} changes to try" +
                        (taken.Count == 0 ? "" : $" on top of {string.Join(" + ", taken)}"));
                    return await RoundAsync(pool, options, assemblyPath, searched, taken, candidates, cancel);
                },
                profiles => RecipeChanges.Compose(options.New.Serializer, profiles));
            var recipe = await search.SearchAsync(types, changes);
            RecipeTime = started.Elapsed;
            hooks.Progress?.Invoke(
                $"recipe: {recipe.Steps.Count} changes taken in {rounds} rounds, {RecipeTime.TotalSeconds:0.0} s");
            return cancel.IsCancellationRequested ? null : new RecipeOutcome(recipe, null);
        }
        finally
        {
            foreach (var worker in pool)
            {
                await worker.DisposeAsync();
            }
        }
    }

    private static async Task<IReadOnlyList<RecipeTrial>> RoundAsync(
        List<CheckWorker> pool, CheckOptions options, string assemblyPath, IReadOnlyList<string> types,
        IReadOnlyList<string> taken, IReadOnlyList<string> candidates, CancellationToken cancel)
    {
        var trials = new RecipeTrial[types.Count];
        var next = -1;
        await Task.WhenAll(pool.Select(async worker =>
        {
            while (!cancel.IsCancellationRequested && Interlocked.Increment(ref next) is var index
                && index < types.Count)
            {
                var request = new CheckRecipeRequest(
                    TypeRequest(options, assemblyPath, types[index]), taken, candidates);
                // Each trial re-runs the type once per change and twice more (the taken changes, a control): about
                // half a first run each.
                var bound = Bound(options) * ((candidates.Count + 2) / 2.0);
                trials[index] = await TrialAsync(worker, request, bound, options, assemblyPath, cancel);
                await worker.RecycleIfDueAsync();
            }
        }));
        return [.. trials.Where(t => t is not null)];
    }

    private static async Task<RecipeTrial> TrialAsync(
        CheckWorker worker, CheckRecipeRequest request, TimeSpan bound, CheckOptions options, string assemblyPath,
        CancellationToken cancel)
    {
        var type = request.Type.Type;
        try
        {
            var reply = await worker.SendAsync(request, bound);
            if (reply.Status is Isolation.WorkerStatus.Crashed or Isolation.WorkerStatus.Hung
                && !cancel.IsCancellationRequested)
            {
                await worker.SendAsync(EveryType(options, assemblyPath), DiscoveryBound);
            }

            return new RecipeTrial(type, reply.Answer, reply.Answer is null ? reply.Failure : null);
        }
        catch (Isolation.WorkerRequestException e)
        {
            return new RecipeTrial(type, null, e.Message.Split('\n')[0]);
        }
    }
}

/// <summary>A check's recipe, or why it has none.</summary>
public sealed record RecipeOutcome(Recipe? Recipe, string? Why);
