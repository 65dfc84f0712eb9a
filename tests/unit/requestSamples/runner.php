<?php
// Runs the PHP request samples of the API operation pages, one after another in this process,
// each in a function scope of its own. $argv[1]: a JSON list of sample files.
foreach (json_decode(file_get_contents($argv[1])) as $file) {
    try {
        (function () use ($file) {
            include $file;
        })();
    } catch (Throwable $error) {
        echo "SAMPLE-ERROR $file " . $error->getMessage() . "\n";
    }
}
