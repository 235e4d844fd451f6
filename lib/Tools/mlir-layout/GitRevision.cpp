// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- GitRevision.cpp - A file's text at a git revision ------------------===//
//
// Five git calls from the file's directory: where the directory sits in its
// work tree (`rev-parse --is-inside-work-tree --show-prefix`: outside one,
// or in a bare repository, the file has no history), the revision and its
// tree (`rev-parse --verify`), the kind of object the file is in
// that tree (`cat-file -t`), and its text (`cat-file --filters`). Each runs
// without a shell, stdin empty, stdout and stderr in temporary files.
//
//===----------------------------------------------------------------------===//

#include "GitRevision.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <optional>
#include <string>
#include <vector>

using namespace mlir::layout;

namespace {
/// What one git call printed and how it ended.
struct GitResult {
  /// The exit status; negative when git could not run or was killed.
  int status = -1;
  /// Its standard output.
  std::string out;
  /// Its standard error, trimmed, or why git could not run.
  std::string err;
};
} // namespace

/// The contents of `path`, or empty when it cannot be read.
static std::string readWhole(llvm::StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/false);
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

/// Runs `git -C directory args...`.
static GitResult runGit(llvm::StringRef git, llvm::StringRef directory,
                        llvm::ArrayRef<llvm::StringRef> args) {
  GitResult result;
  llvm::SmallString<128> outPath, errPath;
  if (llvm::sys::fs::createTemporaryFile("mlir-layout-git", "out", outPath) ||
      llvm::sys::fs::createTemporaryFile("mlir-layout-git", "err", errPath)) {
    result.err = "cannot create a temporary file for git's output";
    return result;
  }
  llvm::FileRemover removeOut(outPath), removeErr(errPath);
  std::vector<llvm::StringRef> argv = {"git", "-C", directory};
  argv.insert(argv.end(), args.begin(), args.end());
  std::optional<llvm::StringRef> redirects[] = {
      llvm::StringRef(""), llvm::StringRef(outPath), llvm::StringRef(errPath)};
  std::string message;
  result.status = llvm::sys::ExecuteAndWait(git, argv, std::nullopt, redirects,
                                            /*SecondsToWait=*/0,
                                            /*MemoryLimit=*/0, &message);
  result.out = readWhole(outPath);
  result.err = llvm::StringRef(readWhole(errPath)).trim().str();
  if (result.status < 0 && result.err.empty())
    result.err = message;
  return result;
}

/// `what` with git's message, if it printed one: `what (git: MESSAGE)`.
static llvm::Error gitError(const std::string &what, const GitResult &result) {
  // Git's first line says it; the rest are hints.
  llvm::StringRef first = llvm::StringRef(result.err).split('\n').first;
  return llvm::createStringError(
      first.empty() ? what : what + " (git: " + first.str() + ")");
}

llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
mlir::layout::readFileAtRevision(llvm::StringRef path, llvm::StringRef revision,
                                 bool *missing) {
  llvm::ErrorOr<std::string> git = llvm::sys::findProgramByName("git");
  if (!git)
    return llvm::createStringError("--rev runs git, which is not on PATH");
  llvm::SmallString<256> absolute(path);
  if (std::error_code error = llvm::sys::fs::make_absolute(absolute))
    return llvm::createStringError("cannot find '" + path.str() +
                                   "': " + error.message());
  llvm::StringRef directory = llvm::sys::path::parent_path(absolute);
  llvm::StringRef name = llvm::sys::path::filename(absolute);

  // Inside a bare repository (or its .git directory) there is no work tree
  // and --show-prefix says "": the file is no version of a tracked file.
  GitResult prefix = runGit(
      *git, directory, {"rev-parse", "--is-inside-work-tree", "--show-prefix"});
  auto [inside, prefixLine] = llvm::StringRef(prefix.out).split('\n');
  if (prefix.status != 0 || inside.trim() != "true")
    return gitError("'" + path.str() + "' is not in a git work tree", prefix);
  std::string repoPath = (prefixLine.trim() + name).str();

  // The revision first, then its tree: `^{tree}` appended to `:/message`
  // would become part of the message searched for. --end-of-options keeps
  // a revision starting with '-' from being read as an option.
  GitResult commit = runGit(
      *git, directory,
      {"rev-parse", "--verify", "--quiet", "--end-of-options", revision});
  std::string treeSpec = (llvm::StringRef(commit.out).trim() + "^{tree}").str();
  GitResult tree = commit.status != 0
                       ? commit
                       : runGit(*git, directory,
                                {"rev-parse", "--verify", "--quiet",
                                 "--end-of-options", treeSpec});
  if (tree.status != 0 || revision.empty())
    return gitError("revision '" + revision.str() +
                        "' does not exist in the git repository of '" +
                        path.str() + "'",
                    tree);
  std::string object =
      (llvm::StringRef(tree.out).trim() + ":" + repoPath).str();

  GitResult kind = runGit(*git, directory, {"cat-file", "-t", object});
  if (kind.status != 0) {
    if (missing)
      *missing = true;
    return llvm::createStringError("'" + repoPath + "' is not in revision '" +
                                   revision.str() + "'");
  }
  llvm::StringRef kindName = llvm::StringRef(kind.out).trim();
  if (kindName != "blob")
    return llvm::createStringError("'" + repoPath + "' is a " + kindName.str() +
                                   " in revision '" + revision.str() +
                                   "', not a file");

  GitResult text = runGit(*git, directory, {"cat-file", "--filters", object});
  if (text.status != 0)
    return gitError("git cannot give '" + repoPath + "' at revision '" +
                        revision.str() + "'",
                    text);
  return llvm::MemoryBuffer::getMemBufferCopy(text.out,
                                              revision.str() + ":" + repoPath);
}
