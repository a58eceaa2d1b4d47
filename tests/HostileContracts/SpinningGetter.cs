namespace HostileContracts;

/// <summary>A getter that never returns: a serializer reading it spins forever.</summary>
public sealed class SpinningGetter
{
    private int _id;

    public int Id
    {
        get
        {
            while (_id >= int.MinValue)
            {
                Thread.SpinWait(100);
            }

            return _id;
        }

        set => _id = value;
    }
}
