/*
 * Local Neo4j 5.26 server for graphrag development and CI (no Docker needed).
 *
 * Started by scripts/services as a single-file source program:
 *   java -cp "$CACHE/neo4j-5.26/lib/*" scripts/neo4j/Launcher.java
 * where lib/ holds the dependencies of scripts/neo4j/pom.xml (neo4j-harness + neo4j-browser).
 *
 * Environment:
 *   NEO4J_STATE_DIR      (required) runtime folder; data goes to $NEO4J_STATE_DIR/data (kept across restarts)
 *   NEO4J_BOLT_PORT      default 7687 (bound to 127.0.0.1)
 *   NEO4J_HTTP_PORT      default 7474 (bound to 127.0.0.1; Neo4j Browser at /browser/)
 *   NEO4J_PAGECACHE      page cache size, e.g. 128m, 1g (default 128m)
 *   NEO4J_AUTH_PASSWORD  if set (min. 8 characters): auth on, user "neo4j" with this password; else auth off
 *
 * Runs until SIGTERM/SIGINT; a shutdown hook stops the database cleanly.
 * Prints "graphrag-neo4j: ready pid=<pid>" once everything is up.
 */

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;

import org.neo4j.configuration.GraphDatabaseInternalSettings;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.BoltConnectorInternalSettings;
import org.neo4j.configuration.connectors.HttpConnector;
import org.neo4j.configuration.connectors.HttpsConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.harness.Neo4j;
import org.neo4j.harness.Neo4jBuilders;
import org.neo4j.server.configuration.ServerSettings;

public class Launcher {
    private static final String HOST = "127.0.0.1";

    public static void main(String[] args) throws Exception {
        String state = System.getenv("NEO4J_STATE_DIR");
        if (state == null || state.isBlank()) {
            System.err.println("graphrag-neo4j: NEO4J_STATE_DIR is not set");
            System.exit(2);
        }
        Path stateDir = Path.of(state).toAbsolutePath();
        Path dataDir = stateDir.resolve("data");
        Path logsDir = stateDir.resolve("logs");
        // The harness always runs in a fresh random (md5-named) subfolder of its working dir and deletes it
        // on close. We keep only throw-away files there (neo4j_home, harness user log) and point the data
        // directory at a fixed folder so the graph survives restarts.
        Path runDir = stateDir.resolve("run");
        Files.createDirectories(dataDir);
        Files.createDirectories(logsDir);
        Files.createDirectories(runDir);
        removeStaleRunFolders(runDir);

        int boltPort = intEnv("NEO4J_BOLT_PORT", 7687);
        int httpPort = intEnv("NEO4J_HTTP_PORT", 7474);
        long pageCache = bytes(env("NEO4J_PAGECACHE", "128m"));
        String password = System.getenv("NEO4J_AUTH_PASSWORD");
        boolean auth = password != null && !password.isEmpty();
        if (auth && password.length() < 8) {
            System.err.println("graphrag-neo4j: NEO4J_AUTH_PASSWORD must have at least 8 characters");
            System.exit(2);
        }

        Neo4j neo4j = Neo4jBuilders.newInProcessBuilder(runDir)
                .withConfig(GraphDatabaseSettings.data_directory, dataDir)
                .withConfig(GraphDatabaseSettings.logs_directory, logsDir)
                .withConfig(GraphDatabaseSettings.pagecache_memory, pageCache)
                .withConfig(GraphDatabaseSettings.auth_enabled, auth)
                .withConfig(GraphDatabaseSettings.default_listen_address, new SocketAddress(HOST))
                .withConfig(GraphDatabaseSettings.default_advertised_address, new SocketAddress(HOST))
                .withConfig(BoltConnector.enabled, true)
                .withConfig(BoltConnector.listen_address, new SocketAddress(HOST, boltPort))
                .withConfig(BoltConnector.advertised_address, new SocketAddress(HOST, boltPort))
                .withConfig(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED)
                .withConfig(HttpConnector.enabled, true)
                .withConfig(HttpConnector.listen_address, new SocketAddress(HOST, httpPort))
                .withConfig(HttpConnector.advertised_address, new SocketAddress(HOST, httpPort))
                .withConfig(HttpsConnector.enabled, false)
                .withConfig(ServerSettings.allow_telemetry, false)
                // Bolt waits 5 s + 5 s on shutdown by default; a dev server need not.
                .withConfig(BoltConnectorInternalSettings.connection_shutdown_wait_time, Duration.ofSeconds(1))
                .withConfig(GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period, 0)
                .build();

        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("graphrag-neo4j: shutting down");
            try {
                neo4j.close();
                System.out.println("graphrag-neo4j: stopped cleanly");
            } catch (Throwable t) {
                System.err.println("graphrag-neo4j: error during shutdown: " + t);
            } finally {
                stopped.countDown();
            }
        }, "graphrag-neo4j-shutdown"));

        if (auth) {
            setPassword(neo4j, password);
        }

        System.out.println("graphrag-neo4j: data   " + dataDir);
        System.out.println("graphrag-neo4j: bolt   " + neo4j.boltURI());
        System.out.println("graphrag-neo4j: http   " + neo4j.httpURI() + "browser/");
        System.out.println("graphrag-neo4j: auth   " + (auth ? "enabled (user neo4j)" : "disabled"));
        System.out.println("graphrag-neo4j: ready pid=" + ProcessHandle.current().pid());
        System.out.flush();

        stopped.await();
    }

    /** Sets the neo4j user's password (idempotent across restarts; works on a store created with auth off). */
    private static void setPassword(Neo4j neo4j, String password) {
        var system = neo4j.databaseManagementService().database(GraphDatabaseSettings.SYSTEM_DATABASE_NAME);
        try {
            system.executeTransactionally(
                    "ALTER USER neo4j SET PASSWORD $p CHANGE NOT REQUIRED", Map.of("p", password));
        } catch (RuntimeException e) {
            String msg = String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT);
            if (!msg.contains("same")) { // "Old password and new password cannot be the same." = already set
                throw e;
            }
            // Password already set on an earlier run; make sure no change is pending.
            system.executeTransactionally("ALTER USER neo4j SET PASSWORD CHANGE NOT REQUIRED");
        }
    }

    /** Harness run folders left behind by a killed process (md5-named, 32 hex chars). */
    private static void removeStaleRunFolders(Path runDir) throws Exception {
        try (Stream<Path> children = Files.list(runDir)) {
            for (Path child : (Iterable<Path>) children::iterator) {
                if (Files.isDirectory(child) && child.getFileName().toString().matches("[0-9a-f]{32}")) {
                    try (Stream<Path> walk = Files.walk(child)) {
                        walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                    }
                }
            }
        }
    }

    private static String env(String name, String dflt) {
        String v = System.getenv(name);
        return v == null || v.isBlank() ? dflt : v.trim();
    }

    private static int intEnv(String name, int dflt) {
        return Integer.parseInt(env(name, Integer.toString(dflt)));
    }

    private static long bytes(String v) {
        String s = v.toLowerCase(Locale.ROOT);
        long mult = 1;
        if (s.endsWith("k")) mult = 1L << 10;
        else if (s.endsWith("m")) mult = 1L << 20;
        else if (s.endsWith("g")) mult = 1L << 30;
        if (mult > 1) s = s.substring(0, s.length() - 1);
        return Long.parseLong(s) * mult;
    }
}
