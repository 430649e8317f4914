// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The embedded wallet's smart account on the local world: a contract wallet that executes single and
/// batched calls for its owner (an EOA the frame site holds) and validates the owner's signatures (ERC-1271).
/// The owner may grant session keys (ERC-7715 smart sessions): until its expiry, a session key may send the
/// account's native token up to its spending limit, enforced here; the owner may revoke it.
contract FoyerSmartAccount {
    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    struct Session {
        uint64 expiry;
        bool revoked;
        uint256 limit;
        uint256 spent;
    }

    bytes4 internal constant ERC1271_MAGIC = 0x1626ba7e;

    address public immutable owner;
    mapping(address => Session) public sessions;

    event Executed(address indexed target, uint256 value, bytes data);
    event SessionGranted(address indexed key, uint64 expiry, uint256 limit);
    event SessionRevoked(address indexed key);

    error NotOwner(address caller);
    error CallFailed(uint256 index, bytes reason);
    error NoSession(address key);
    error SessionExpired(address key, uint64 expiry);
    error SpendingLimitExceeded(address key, uint256 left, uint256 wanted);

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    modifier onlyOwner() {
        if (msg.sender != owner && msg.sender != address(this)) revert NotOwner(msg.sender);
        _;
    }

    function execute(address target, uint256 value, bytes calldata data)
        external
        payable
        onlyOwner
        returns (bytes memory result)
    {
        result = _call(0, target, value, data);
    }

    /// All or nothing: one failing call reverts the whole batch.
    function executeBatch(Call[] calldata calls) external payable onlyOwner returns (bytes[] memory results) {
        results = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            results[i] = _call(i, calls[i].target, calls[i].value, calls[i].data);
        }
    }

    /// Grants (or replaces) `key`'s session: native-token transfers up to `limit` wei in all, until `expiry`.
    function grantSession(address key, uint64 expiry, uint256 limit) external onlyOwner {
        sessions[key] = Session({expiry: expiry, revoked: false, limit: limit, spent: 0});
        emit SessionGranted(key, expiry, limit);
    }

    function revokeSession(address key) external onlyOwner {
        if (sessions[key].expiry == 0) revert NoSession(key);
        sessions[key].revoked = true;
        emit SessionRevoked(key);
    }

    /// Sent by a session key: a native-token transfer within what its session has left, before its expiry.
    function executeAsSession(address target, uint256 value) external {
        Session storage session = sessions[msg.sender];
        if (session.expiry == 0 || session.revoked) revert NoSession(msg.sender);
        if (block.timestamp >= session.expiry) revert SessionExpired(msg.sender, session.expiry);
        uint256 left = session.limit - session.spent;
        if (value > left) revert SpendingLimitExceeded(msg.sender, left, value);
        session.spent += value;
        (bool ok, bytes memory result) = target.call{value: value}("");
        if (!ok) revert CallFailed(0, result);
        emit Executed(target, value, "");
    }

    /// ERC-1271: valid when the owner signed `hash` (an EIP-191 or EIP-712 digest) directly.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? ERC1271_MAGIC : bytes4(0xffffffff);
    }

    function _call(uint256 index, address target, uint256 value, bytes calldata data) internal returns (bytes memory) {
        (bool ok, bytes memory result) = target.call{value: value}(data);
        if (!ok) revert CallFailed(index, result);
        emit Executed(target, value, data);
        return result;
    }
}

/// Deploys one FoyerSmartAccount per owner with CREATE2 (salt 0), so its address is known before deployment.
contract FoyerAccountFactory {
    event AccountCreated(address indexed account, address indexed owner);

    function createAccount(address owner) external returns (address account) {
        account = getAddress(owner);
        if (account.code.length > 0) return account;
        account = address(new FoyerSmartAccount{salt: bytes32(0)}(owner));
        emit AccountCreated(account, owner);
    }

    function getAddress(address owner) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(FoyerSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(0), initCodeHash)))));
    }
}
