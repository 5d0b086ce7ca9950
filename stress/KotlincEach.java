// Description: Kotlin's compiler run on several files in one JVM, each as kotlinc would run it
//  alone (the same compiler class, arguments and kotlin.home), so that the JVM's start-up and
//  the compiler's warm-up are paid once: stress/build.sh's several files (make test's Kotlin).
// Usage: java -Dkotlin.home=HOME -cp HOME/lib/kotlin-compiler.jar:DIR KotlincEach
//          MESSAGES STATUS COUNT ARGUMENT... [MESSAGES STATUS COUNT ARGUMENT...]...
//  Each group: kotlinc's COUNT arguments; its messages into the file MESSAGES, and its exit code
//  (OK, COMPILATION_ERROR, INTERNAL_ERROR, ...) into the file STATUS, written last.
// Time: about 6 s of CPU for the first file, 1.2-2 s for each after it (AcWing 1613's DFS).
// Status: tested by tests/stress/judges.sh (Kotlin's files: built together, run, a CE kept)
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Arrays;
import org.jetbrains.kotlin.cli.jvm.K2JVMCompiler;

public class KotlincEach {
    public static void main(String[] args) throws IOException {
        for (int i = 0; i < args.length; ) {
            String messages = args[i], status = args[i + 1];
            int count = Integer.parseInt(args[i + 2]);
            String[] arguments = Arrays.copyOfRange(args, i + 3, i + 3 + count);
            i += 3 + count;
            String code;
            try (PrintStream out = new PrintStream(new FileOutputStream(messages), true, "UTF-8")) {
                code = new K2JVMCompiler().exec(out, arguments).toString();
            }
            Files.write(Paths.get(status), (code + "\n").getBytes(StandardCharsets.UTF_8));
        }
    }
}
