namespace System.Threading;

/// <summary>
/// The suite's code built for a .NET 8 lane: <c>System.Threading.Lock</c> came with .NET 9. The compiler's
/// <c>lock</c> on this type calls <see cref="EnterScope"/>; here it is a monitor, as <c>lock</c> on an object is.
/// </summary>
internal sealed class Lock
{
    private readonly object _monitor = new();

    /// <summary>Enters the lock until the scope is disposed.</summary>
    public Scope EnterScope()
    {
        Monitor.Enter(_monitor);
        return new Scope(_monitor);
    }

    /// <summary>A held lock.</summary>
    public ref struct Scope(object monitor)
    {
        /// <summary>Leaves the lock.</summary>
        public readonly void Dispose() => Monitor.Exit(monitor);
    }
}
