// Package sweep owns splitwcet's campaigns that outgrow one machine
// (`splitwcet sweep`, `splitwcet merge`, `splitwcet fuzz --shard`;
// docs/sweep.md, docs/cluster.md):
//
//   - the matrix file (ReadMatrix, ParseMatrix: version 1, strictly
//     decoded, errors at file:line) and its cases, enumerated in a fixed
//     order with stable ids (the index and a hash of the case's content);
//   - shards: shard I of N runs the cases I, I+N, ... (Shard), each case
//     through the packages' own entry points (splitmodel/kernel,
//     splitmodel, splitmodel/choose; soundness.RunKernel for fuzz), and
//     writes one result file per case atomically (a temporary file and a
//     rename), so a rerun skips the finished cases and a killed shard
//     resumes (Run, RunFuzz);
//   - the merge (Gather, Summarize): the summary the unsharded run prints,
//     byte for byte, refusing an incomplete set, or results of another
//     matrix or another splitwcet version;
//   - Slurm job arrays (WriteSlurm): sbatch scripts with time and memory
//     per task estimated from the matrix, and the merge as a dependent job.
package sweep
