// Reads .hlog files with HdrHistogram's own HistogramLogReader and prints
// what HdrHistogram sees in each, one JSON object a line, for
// tests/hdr/test_hlog.sh to hold against results.json:
//   {"file": F, "intervals": N, "count": C, "min": [lo, hi], "max": [lo, hi],
//    "p50": {"hdr": V, "rank": [lo, hi], "below": LO, "above": HI}, ...}
// min, max and "rank" are the bounds of the bucket HdrHistogram holds the
// value in; "rank" is the bucket of the nearest-rank value (the smallest
// value with at least ceil(p/100 * count) values at or below it), "below"
// and "above" bound the buckets of the ranks either side; "hdr" is
// HdrHistogram's getValueAtPercentile.
import java.io.File;
import java.util.Locale;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.HdrHistogram.HistogramLogReader;

public class HlogCheck {
    static long valueAtRank(Histogram h, long rank) {
        long seen = 0;
        for (HistogramIterationValue v : h.recordedValues()) {
            seen += v.getCountAtValueIteratedTo();
            if (seen >= rank)
                return v.getValueIteratedTo();
        }
        return h.getMaxValue();
    }

    static String bucket(Histogram h, long v) {
        return "[" + h.lowestEquivalentValue(v) + ", " + h.highestEquivalentValue(v) + "]";
    }

    public static void main(String[] args) throws Exception {
        for (String f : args) {
            HistogramLogReader r = new HistogramLogReader(new File(f));
            Histogram all = null;
            int intervals = 0;
            EncodableHistogram e;
            while ((e = r.nextIntervalHistogram()) != null) {
                Histogram h = (Histogram) e;
                if (all == null)
                    all = new Histogram(h.getLowestDiscernibleValue(),
                                        h.getHighestTrackableValue(),
                                        h.getNumberOfSignificantValueDigits());
                all.add(h);
                intervals++;
            }
            r.close();
            StringBuilder o = new StringBuilder();
            o.append("{\"file\": \"").append(f).append("\", \"intervals\": ").append(intervals);
            if (all == null) {
                System.out.println(o.append("}"));
                continue;
            }
            long n = all.getTotalCount();
            o.append(", \"count\": ").append(n);
            o.append(", \"digits\": ").append(all.getNumberOfSignificantValueDigits());
            o.append(", \"min\": ").append(bucket(all, all.getMinValue()));
            o.append(", \"max\": ").append(bucket(all, all.getMaxValue()));
            for (double p : new double[] {50, 95, 99, 99.9}) {
                long rank = Math.max(1, (long) Math.ceil(p / 100.0 * n - 1e-9));
                long v = valueAtRank(all, rank);
                long below = valueAtRank(all, Math.max(1, rank - 1));
                long above = valueAtRank(all, Math.min(n, rank + 1));
                o.append(String.format(Locale.ROOT,
                        ", \"p%s\": {\"hdr\": %d, \"rank\": %s, \"below\": %d, \"above\": %d}",
                        p == 99.9 ? "999" : String.valueOf((int) p),
                        all.getValueAtPercentile(p), bucket(all, v),
                        all.lowestEquivalentValue(below), all.highestEquivalentValue(above)));
            }
            System.out.println(o.append("}"));
        }
    }
}
