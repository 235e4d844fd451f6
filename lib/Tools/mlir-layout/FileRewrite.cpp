// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FileRewrite.cpp - Replacing a user's file safely -------------------===//

#include "FileRewrite.h"

#include "llvm/Support/Signals.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace mlir::layout;
namespace fs = llvm::sys::fs;

/// An error about `path`: "cannot fix 'PATH': WHY".
static llvm::Error fileError(llvm::StringRef path, const llvm::Twine &why) {
  return llvm::createStringError(
      std::make_error_code(std::errc::operation_not_permitted),
      "cannot fix '" + path + "': " + why);
}

/// The kind of a non-regular file, for messages.
static const char *describeKind(fs::file_type type) {
  switch (type) {
  case fs::file_type::directory_file:
    return "a directory";
  case fs::file_type::fifo_file:
    return "a FIFO";
  case fs::file_type::socket_file:
    return "a socket";
  case fs::file_type::block_file:
  case fs::file_type::character_file:
    return "a device";
  default:
    return "not a regular file";
  }
}

llvm::Expected<FileToFix> mlir::layout::readFileToFix(llvm::StringRef path) {
  FileToFix file;
  file.path = path.str();
  llvm::SmallString<256> target;
  if (std::error_code ec = fs::real_path(path, target))
    return fileError(path, ec.message());
  file.target = target.str().str();
  if (std::error_code ec = fs::status(file.target, file.status))
    return fileError(path, ec.message());
  if (file.status.type() != fs::file_type::regular_file)
    return fileError(path, llvm::Twine("it is ") +
                               describeKind(file.status.type()) +
                               "; --fix rewrites regular files only");
  // Read without mapping: a mapped file would change under us if it were
  // written in place meanwhile, and the check before replacing compares
  // with what was read.
  auto buffer = llvm::MemoryBuffer::getFile(file.target, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/true,
                                            /*IsVolatile=*/true);
  if (!buffer)
    return fileError(path, buffer.getError().message());
  file.buffer = std::move(*buffer);
  return file;
}

/// Why `file` may not be replaced, or success.
static llvm::Error checkReplaceable(const FileToFix &file) {
  // A file removed since it was read is not "read-only": say what happened.
  fs::file_status now;
  if (std::error_code ec = fs::status(file.target, now))
    return fileError(file.path, "it vanished since it was read (" +
                                    ec.message() + "); nothing was written");
  fs::perms mode = file.status.permissions();
  if ((mode & (fs::owner_write | fs::group_write | fs::others_write)) == 0 ||
      fs::access(file.target, fs::AccessMode::Write))
    return fileError(file.path, "it is read-only; it is left unchanged");
  if (file.status.getLinkCount() > 1)
    return fileError(
        file.path,
        "it has " + llvm::Twine(file.status.getLinkCount()) +
            " hard links, and --fix replaces a file by renaming a new one "
            "over it, which would split them; it is left unchanged");
  return llvm::Error::success();
}

/// Whether the file at `file.target` is still the one that was read.
static llvm::Error checkUnchanged(const FileToFix &file) {
  fs::file_status now;
  if (std::error_code ec = fs::status(file.target, now))
    return fileError(file.path, "it vanished since it was read (" +
                                    ec.message() + "); nothing was written");
  auto changed = [&] {
    return fileError(file.path, "it changed on disk since it was read; it is "
                                "left as it is now (run the check again)");
  };
  if (now.getUniqueID() != file.status.getUniqueID() ||
      now.getSize() != file.status.getSize() ||
      now.getLastModificationTime() != file.status.getLastModificationTime())
    return changed();
  auto content = llvm::MemoryBuffer::getFile(file.target, /*IsText=*/false,
                                             /*RequiresNullTerminator=*/false,
                                             /*IsVolatile=*/true);
  if (!content)
    return fileError(file.path, "it can no longer be read (" +
                                    content.getError().message() +
                                    "); nothing was written");
  if ((*content)->getBuffer() != file.buffer->getBuffer())
    return changed();
  return llvm::Error::success();
}

llvm::Error
mlir::layout::replaceFileContent(const FileToFix &file, llvm::StringRef newText,
                                 llvm::function_ref<void()> beforeReplace) {
  if (llvm::Error error = checkReplaceable(file))
    return error;
  // The temporary file lives beside the target, so the rename is atomic.
  llvm::SmallString<256> model(file.target);
  model += ".fix-%%%%%%%%";
  int fd = -1;
  llvm::SmallString<256> temporary;
  if (std::error_code ec = fs::createUniqueFile(
          model, fd, temporary, fs::OF_None, fs::owner_read | fs::owner_write))
    return fileError(file.path, "cannot create a temporary file beside it (" +
                                    ec.message() + "); it is left unchanged");
  // A SIGINT or SIGTERM before the rename removes it too.
  llvm::sys::RemoveFileOnSignal(temporary);
  bool committed = false;
  llvm::scope_exit cleanup([&] {
    if (!committed)
      fs::remove(temporary);
    llvm::sys::DontRemoveFileOnSignal(temporary);
  });
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << newText;
    os.flush();
    if (std::error_code ec = os.error()) {
      os.clear_error();
      return fileError(file.path, "cannot write the new text (" + ec.message() +
                                      "); it is left unchanged");
    }
    // Keep the owner (possible as root, or when it is already ours) and the
    // exact mode; a file whose owner cannot be kept is not replaced.
    if (std::error_code ec = fs::changeFileOwnership(fd, file.status.getUser(),
                                                     file.status.getGroup())) {
      fs::file_status mine;
      if (fs::status(fd, mine) || mine.getUser() != file.status.getUser() ||
          mine.getGroup() != file.status.getGroup())
        return fileError(file.path, "its owner or group cannot be kept (" +
                                        ec.message() +
                                        "); it is left unchanged");
    }
    if (std::error_code ec = fs::setPermissions(fd, file.status.permissions()))
      return fileError(file.path, "cannot keep its mode (" + ec.message() +
                                      "); it is left unchanged");
  }
  if (beforeReplace)
    beforeReplace();
  if (llvm::Error error = checkUnchanged(file))
    return error;
  if (std::error_code ec = fs::rename(temporary, file.target))
    return fileError(file.path, "cannot replace it (" + ec.message() +
                                    "); it is left unchanged");
  committed = true;
  return llvm::Error::success();
}
