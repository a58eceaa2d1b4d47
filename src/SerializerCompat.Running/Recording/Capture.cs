using SerializerCompat.Values;
using SerializerCompat.Adapters;

namespace SerializerCompat.Recording;

/// <summary>Runs one library call and turns whatever happens into an <see cref="Outcome"/>.</summary>
public static class Capture
{
    /// <summary>Runs a write.</summary>
    public static async Task<Outcome> WriteAsync(Func<Task<string?>> call)
    {
        try
        {
            var json = await call();
            return json is null ? new Outcome.WroteNull() : new Outcome.Written(json);
        }
        catch (IoPathNotSupportedException e)
        {
            return new Outcome.NotSupported(e.Message);
        }
        catch (Exception e)
        {
            return new Outcome.Threw(e);
        }
    }

    /// <summary>Runs a read and describes the value it returned.</summary>
    public static async Task<Outcome> ReadAsync(Func<Task<object?>> call, Type declaredType)
    {
        try
        {
            return new Outcome.Read(ValueDescriber.Describe(await call(), declaredType));
        }
        catch (IoPathNotSupportedException e)
        {
            return new Outcome.NotSupported(e.Message);
        }
        catch (Exception e)
        {
            return new Outcome.Threw(e);
        }
    }
}
