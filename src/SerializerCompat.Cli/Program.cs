return SerializerCompat.Cli.SerializerCompatCli.Run(args, SerializerCompat.Cli.CliEnvironment.ForProcess());
